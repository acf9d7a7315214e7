import { configDefaults, defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../tooling/vitest-workers.mjs';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // *.pg.test.ts start and crash a PostgreSQL of their own: vitest.own-postgres.config.ts runs them.
    exclude: [...configDefaults.exclude, 'src/**/*.pg.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Files share a worker's modules (PGlite's WASM is compiled once per worker, not once per file): this
    // halves the CPU of a run. Each file still opens its own database; tests mock no modules.
    isolate: false,
    // Two workers on PostgreSQL too: each file has a schema of its own.
    maxWorkers: TEST_WORKERS,
    // One database per test file: a new PGlite takes a few seconds, so hooks get time.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
