import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './tooling/vitest-workers.mjs';

const dom = (name: string) => ({
  extends: true as const,
  test: {
    name,
    root: `./${name}`,
    environment: 'happy-dom',
    // Worker threads, not forked processes: a fifth less CPU for these files (33.5 s against 42 s on
    // mfe-member and mfe-providers), which matters on a 2-core CI machine.
    pool: 'threads' as const,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../tooling/vitest-setup.ts'],
    // A loaded 2-core CI machine imports a page's modules in seconds, not milliseconds (5 s by default).
    testTimeout: 30_000,
  },
});

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
    maxWorkers: TEST_WORKERS,
    projects: [
      dom('shared-contracts'),
      dom('web-kit'),
      dom('shell'),
      dom('mfe-onboarding'),
      dom('mfe-plans'),
      dom('mfe-providers'),
      dom('mfe-member'),
      dom('embed'),
      // The suite's Node scripts (release, registry transitions, the contract check over real builds).
      {
        extends: true,
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['**/*.test.mjs'],
          testTimeout: 60_000,
        },
      },
      './api',
    ],
  },
});
