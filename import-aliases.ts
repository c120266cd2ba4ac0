import { fileURLToPath } from 'node:url';

/**
 * The import aliases every tool resolves the same way (tsconfig.json `paths` says the same for
 * TypeScript and tsx): `@domain/...` is the pure business rules, `@contract/...` the endpoint
 * contracts the API and the SPA share.
 */
export const importAliases = {
  '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
  '@contract': fileURLToPath(new URL('./api/contract', import.meta.url)),
};
