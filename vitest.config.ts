import { defineConfig } from 'vitest/config';

const dom = (name: string) => ({
  extends: true as const,
  test: {
    name,
    root: `./${name}`,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../tooling/vitest-setup.ts'],
    // A loaded 2-core CI machine imports a page's modules in seconds, not milliseconds (5 s by default).
    testTimeout: 30_000,
  },
});

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
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
