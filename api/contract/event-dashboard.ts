import type { EndpointDefinition } from './endpoint';

/** The event-dashboard endpoints (filled in as their routes move onto the contract). */
export const eventDashboardEndpoints = {} satisfies Record<string, EndpointDefinition>;
