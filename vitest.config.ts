import { defineConfig } from 'vitest/config';
import { importAliases } from './import-aliases.ts';

export default defineConfig({
  resolve: { alias: importAliases },
  test: {
    include: ['{domain,commands,projections,api,workers,ops}/**/*.test.ts', 'web/src/**/*.test.ts', 'test/fault/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: keep parallel files few so timing-sensitive concurrency tests stay meaningful.
    maxWorkers: 2,
  },
});
