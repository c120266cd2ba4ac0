import type { EndpointDefinition } from './endpoint';

/** The event-documents endpoints (filled in as their routes move onto the contract). */
export const eventDocumentsEndpoints = {} satisfies Record<string, EndpointDefinition>;
