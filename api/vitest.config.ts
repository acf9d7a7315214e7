import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // One database per test file: a new PGlite takes a few seconds, so hooks get time.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
