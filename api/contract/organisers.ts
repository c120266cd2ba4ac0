import type { EndpointDefinition } from './endpoint';

/** The organisers endpoints (filled in as their routes move onto the contract). */
export const organisersEndpoints = {} satisfies Record<string, EndpointDefinition>;
