import type { EndpointDefinition } from './endpoint';

/** The schools endpoints (filled in as their routes move onto the contract). */
export const schoolsEndpoints = {} satisfies Record<string, EndpointDefinition>;
