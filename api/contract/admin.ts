import type { EndpointDefinition } from './endpoint';

/** The admin endpoints (filled in as their routes move onto the contract). */
export const adminEndpoints = {} satisfies Record<string, EndpointDefinition>;
