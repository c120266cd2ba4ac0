import type { EndpointDefinition } from './endpoint';

/** The health endpoints (filled in as their routes move onto the contract). */
export const healthEndpoints = {} satisfies Record<string, EndpointDefinition>;
