import type { EndpointDefinition } from './endpoint';

/** The registrations endpoints (filled in as their routes move onto the contract). */
export const registrationsEndpoints = {} satisfies Record<string, EndpointDefinition>;
