import type { EndpointDefinition } from './endpoint';

/** The events endpoints (filled in as their routes move onto the contract). */
export const eventsEndpoints = {} satisfies Record<string, EndpointDefinition>;
