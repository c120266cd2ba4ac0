import type { EndpointDefinition } from './endpoint';

/** The allocation endpoints (filled in as their routes move onto the contract). */
export const allocationEndpoints = {} satisfies Record<string, EndpointDefinition>;
