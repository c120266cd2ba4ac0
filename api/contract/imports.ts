import type { EndpointDefinition } from './endpoint';

/** The imports endpoints (filled in as their routes move onto the contract). */
export const importsEndpoints = {} satisfies Record<string, EndpointDefinition>;
