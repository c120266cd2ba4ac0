import type { EndpointDefinition } from './endpoint';

/** The event-committees endpoints (filled in as their routes move onto the contract). */
export const eventCommitteesEndpoints = {} satisfies Record<string, EndpointDefinition>;
