import type { EndpointDefinition } from './endpoint';

/** The notifications endpoints (filled in as their routes move onto the contract). */
export const notificationsEndpoints = {} satisfies Record<string, EndpointDefinition>;
