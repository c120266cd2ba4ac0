import type { EndpointDefinition } from './endpoint';

/** The event-leaders endpoints (filled in as their routes move onto the contract). */
export const eventLeadersEndpoints = {} satisfies Record<string, EndpointDefinition>;
