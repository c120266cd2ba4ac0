import { defineConfig } from 'vitest/config';
import { importAliases } from './import-aliases.ts';

export default defineConfig({
  resolve: { alias: importAliases },
  test: {
    include: ['{domain,commands,projections,api,workers,ops}/**/*.test.ts', 'web/src/**/*.test.ts', 'test/fault/**/*.test.ts'],
    // Ceilings that only a hung test reaches: every wait inside a test is for a condition, and on
    // a machine shared with other work a test that takes 2 s alone can take ten times as long.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two cores: keep parallel files few so timing-sensitive concurrency tests stay meaningful.
    maxWorkers: 2,
  },
});
