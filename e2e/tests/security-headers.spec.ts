import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { API, knownVisitor, livePage, REMOTE_PORTS } from './support';

const directivesOf = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  ) as Record<string, string[]>;

test("the shell page's Content-Security-Policy: no eval, inline scripts only by hash, remotes by origin", async ({
  request,
}) => {
  for (const path of ['/', '/plans/', '/no-such-page/']) {
    const res = await request.get(path);
    const csp = res.headers()['content-security-policy'] ?? '';
    const d = directivesOf(csp);
    expect(csp, path).not.toContain('unsafe-eval');
    expect(d['script-src'], path).not.toContain("'unsafe-inline'");
    expect(d['script-src'], path).not.toContain('*');
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    for (const port of Object.values(REMOTE_PORTS))
      expect(d['script-src']).toContain(`http://localhost:${port}`);
    // A JSON data block (the page's config and registry) is never executed, so CSP has nothing to allow.
    const inline = [
      ...(await res.text()).matchAll(
        /<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/gi,
      ),
    ];
    for (const [, body] of inline) {
      if (!body) continue;
      const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
      expect(d['script-src'], 'an inline script without its hash in script-src').toContain(hash);
    }
  }
});

test('the shell, the remotes, the embedding, the release CDN and the api send security headers', async ({
  request,
}) => {
  const urls = [
    'http://localhost:3000/',
    'http://localhost:3000/remotes.json',
    `http://localhost:${REMOTE_PORTS.mfe_plans}/mf-manifest.json`,
    `http://localhost:${REMOTE_PORTS.mfe_member}/remoteEntry.js`,
    // The partner embedding's folder (loader, config, registry) and the release CDN (a missing file too).
    'http://localhost:3005/plan-finder.js',
    'http://localhost:3005/remotes.json',
    'http://localhost:3006/mfe-plans/none/mf-manifest.json',
    `${API}/health`,
  ];
  for (const url of urls) {
    const headers = (await request.get(url)).headers();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['x-frame-options'], url).toMatch(/^(DENY|SAMEORIGIN)$/);
    expect(headers['referrer-policy'], url).toBeTruthy();
    expect(headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
  }
});

/** Every CSP violation the page reports, from its first script on. */
const watchViolations = async (page: Page) => {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) seen.push(m.text());
  });
  await page.exposeFunction('reportCspViolation', (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      ),
    );
  });
  return seen;
};

test('every remote loads and runs under the policy without one violation', async ({ page }) => {
  // Five pages, each loading its remote.
  test.slow();
  const violations = await watchViolations(page);
  await knownVisitor(page);
  for (const path of ['/', '/plans/all/', '/onboarding/', '/pharmacy/', '/member/']) {
    await page.goto(path);
    // The live page: its remote's code has loaded and run (the prerendered copy shows before it).
    await expect(livePage(page)).toBeVisible();
  }
  expect(violations).toEqual([]);
});
