import type { EndpointDefinition } from './endpoint';

/** The users endpoints (filled in as their routes move onto the contract). */
export const usersEndpoints = {} satisfies Record<string, EndpointDefinition>;
