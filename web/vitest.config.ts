import { defineConfig } from 'vitest/config';

/** Unit tests of the SPA's pure rules and its API client (no DOM needed). */
export default defineConfig({
  test: {
    include: ['web/src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
