import { defineConfig } from 'vitest/config';
import { importAliases } from '../../import-aliases.ts';

/** Chromium end-to-end tests: one file at a time, generous timeouts (a server and a browser start per file). */
export default defineConfig({
  resolve: { alias: importAliases },
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
