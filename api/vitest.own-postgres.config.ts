// The api tests that run a PostgreSQL server of their own (*.pg.test.ts: database crash, two replicas).
// They kill and restart that server, so they never share one: `npm test` runs them as a step of its own.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.pg.test.ts'],
    // One file at a time: each starts a PostgreSQL and api processes on a 2-core machine.
    fileParallelism: false,
    hookTimeout: 240_000,
    testTimeout: 240_000,
  },
});
