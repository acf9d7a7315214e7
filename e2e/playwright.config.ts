import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.mjs';

/** Debian's Chromium; Playwright never downloads a browser here. */
export const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** Specs that edit the served registry (and the release CDN): they run alone, one at a time, after the others. */
const EDITS_REGISTRY = /[\\/]tests[\\/](registry-switch|delivery[\\/][^\\/]+)\.spec\.ts$/;

/**
 * Specs whose subject does not depend on the screen (response headers, which modules load once, the
 * build's compile hints, what error reporting and web-vitals send, the axe check's own test), and the
 * accessibility walks that set their own viewport (320×640, a window zoomed to 200% and 400%): they run
 * under the desktop project only.
 */
const SIZE_INDEPENDENT =
  /[\\/]tests[\\/](security-headers|federation|shell[\\/](compile-hints|error-reporting|web-vitals)|a11y[\\/](reflow|zoom|axe))\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: 'http://localhost:3000',
    launchOptions: chromiumLaunch,
    // A trace costs about a third more CPU per test (measured on two spec files, 49 s against 70 s) and a
    // CI run's traces are never looked at: E2E_TRACE=1 records one for each failing test.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } }, testIgnore: EDITS_REGISTRY },
    {
      name: 'mobile',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
      testIgnore: [EDITS_REGISTRY, SIZE_INDEPENDENT],
    },
    {
      name: 'registry-switch',
      testMatch: EDITS_REGISTRY,
      dependencies: ['desktop', 'mobile'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: 'http://127.0.0.1:3000/',
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
