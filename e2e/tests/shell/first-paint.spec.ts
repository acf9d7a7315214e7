import { expect, test } from '@playwright/test';
import { DEFAULT_SITE_PHONE } from 'shared-contracts';
import { expectCallButton, knownVisitor, REMOTE_PORTS } from '../support';

// Issue 10: the page and the phone number are there before any script runs.
const ZIP_PROMPT = 'Please enter your ZIP code so we can show you Medicare plans available in your area.';

test.describe('prerendered pages', () => {
  test('the HTML of / has the top bar, the phone and the ZIP prompt', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('data-testid="site-header"');
    expect(html).toContain('href="tel:+16232238884"');
    expect(html).toContain(DEFAULT_SITE_PHONE);
    expect(html).toContain(ZIP_PROMPT);
  });

  test("the HTML of / has the remote's page itself: its heading, marked prerendered until the first render", async ({
    request,
    page,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(
      /<div data-remote="mfe_plans" data-remote-build="" data-prerendered-page="true" inert="">/,
    );
    expect(html).toMatch(/<h1[^>]*>Choose a plan type<\/h1>/);
    expect(html).not.toMatch(/<p role="status"[^>]*>Loading/);
    // The first render replaces it with the same page, no loading state in between, labelled by its build.
    await page.goto('/');
    await expect(page.locator('[data-remote="mfe_plans"]:not([data-prerendered-page])')).toHaveAttribute(
      'data-remote-build',
      'main',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a plan type' })).toBeVisible();
  });

  test('without JavaScript the chrome, the phone and the ZIP prompt show', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/plans/all/');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('call-button').first()).toHaveAttribute('href', 'tel:+16232238884');
    await expect(page.getByTestId('call-button').first()).toBeVisible();
    await expect(page.getByText(ZIP_PROMPT)).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await context.close();
  });

  test('a page with an id in its path gets the app page, which renders it', async ({ page, request }) => {
    const html = await (await request.get('/plans/hmo/H0000-000-0/')).text();
    expect(html).not.toContain('data-testid="site-header"');
    expect(html).toContain(DEFAULT_SITE_PHONE);
    await page.goto('/plans/hmo/H0000-000-0/');
    await expectCallButton(page);
  });

  test("a member page's link gets its route's frame: the page's title and intro, the link's own values in its links", async ({
    request,
  }) => {
    const html = await (await request.get('/member/A77/opp/WR-9_x/next-steps/')).text();
    expect(html).toContain('data-testid="site-header"');
    expect(html).toMatch(
      /<div data-remote="mfe_member"[^>]*data-prerendered-page="true"[^>]*>[\s\S]*<h1[^>]*>Next steps<\/h1>/,
    );
    expect(html).toContain('Opening your member pages…');
    expect(html).toContain('href="/member/A77/opp/WR-9_x/personalization/"');
    // Never the sample's account (/member/A1001/opp/WR12345/) the frame was rendered at.
    expect(html).not.toMatch(/A1001|WR12345/);
    // A value the route refuses gets the app page, which shows the 404 page.
    const refused = await (await request.get(`/member/${'7'.repeat(65)}/opp/WR9/`)).text();
    expect(refused).not.toContain('data-testid="site-header"');
  });

  test('the page carries the config, the registry and preload links for its remote', async ({ request }) => {
    const html = await (await request.get('/providers/search/')).text();
    const data = html.match(/<script type="application\/json" id="boot-data">([^<]*)<\/script>/)?.[1];
    const boot = JSON.parse(data ?? 'null');
    expect(boot.config.services.consumer).toMatch(/^http/);
    expect(boot.registry.remotes.map((r: { name: string }) => r.name)).toContain('mfe_providers');
    const origin = `http://localhost:${REMOTE_PORTS.mfe_providers}`;
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${origin}/mf-manifest.json">`,
    );
    expect(html).toContain(`<link rel="preload" as="script" href="${origin}/remoteEntry.js">`);
    expect(html).toMatch(
      new RegExp(`<link rel="preload" as="script" href="${origin}/__federation_expose_pages\\.`),
    );
  });

  test('the page reads its config and registry from the HTML, not from two more requests', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/');
    await expect(page.locator('[data-remote="mfe_plans"]:not([data-prerendered-page])')).toBeVisible();
    expect(asked).not.toContain('/config.json');
    expect(asked).not.toContain('/remotes.json');
  });

  test('a parse paused after the top bar and inside the main paints nothing until the page’s main is parsed whole', async ({
    page,
  }) => {
    // A browser paints while it parses: with the top bar half-built the language switch stood at its end,
    // and moved when the call button after it was parsed (a layout shift of 0.0018 on a loaded machine).
    // Here the parse is held after the bar, and again inside the page's main, by scripts that answer late,
    // as a slow network holds it, so that a first frame would come while the document is still parsed.
    // Chromium lets a frame through once the expected element's start tag is parsed: expecting <main>
    // itself, a parse paused inside it (the parser yields on a loaded machine; here the second script)
    // painted the page half-built. A frame after the parse ended says nothing of a paint mid-parse, and may
    // show the live page: the app's code starts at most 1 s after DOMContentLoaded, frame or not. So the
    // check is on a first frame painted while the document is still parsed.
    await page.route('**/plans/all/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace('</header>', '</header><script src="/__held-1000.js"></script>')
        .replace(/<main[^>]*>/, '$&<script src="/__held-2000.js"></script>');
      await route.fulfill({ response, body: html });
    });
    // The preload scanner asks for both at once: the first holds the parse 1 s, the second 1 s more.
    await page.route('**/__held-*.js', async (route) => {
      const ms = Number(/__held-(\d+)\.js$/.exec(route.request().url())?.[1]);
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.addInitScript(() => {
      const w = window as unknown as { firstFrame?: Record<string, unknown> };
      requestAnimationFrame(() => {
        const parsing = document.readyState === 'loading';
        w.firstFrame = {
          header: document.querySelector('[data-testid="site-header"]') !== null,
          // The data notice is the last thing in the plans page's main.
          mainWhole: !parsing || document.querySelector('main [data-testid="data-notice"]') !== null,
          // Not checked; a failure prints them (the assertion's message).
          readyState: document.readyState,
          appStarted: performance.getEntriesByName('app-code').length > 0,
          at: Math.round(performance.now()),
        };
      });
    });
    await page.goto('/plans/all/', { waitUntil: 'commit' });
    await expect
      .poll(() => page.evaluate(() => (window as { firstFrame?: unknown }).firstFrame))
      .toBeDefined();
    const firstFrame = await page.evaluate(() => (window as { firstFrame?: unknown }).firstFrame);
    expect(firstFrame, JSON.stringify(firstFrame)).toMatchObject({ header: true, mainWhole: true });
    await expect(page.getByTestId('site-footer')).toBeVisible();
  });

  test("a returning visitor with a stored ZIP never sees the first visit's ZIP prompt, even before scripts run", async ({
    page,
  }) => {
    await knownVisitor(page);
    // The shell's own scripts are held: what shows is the prerendered page and its inline script only.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/:\d+\/(?!.*remoteEntry).*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/plans/all/', { waitUntil: 'commit' });
    await expect(page.getByTestId('call-button').first()).toBeVisible();
    await expect(page.getByTestId('zip-modal')).toBeHidden();
    // The prerendered page is a first visit's: it shows, but not its prompt for a ZIP.
    await expect(page.locator('[data-remote="mfe_plans"][data-prerendered-page] h1')).toHaveText(
      'Compare plans',
    );
    await expect(page.getByText('Enter your ZIP code to see plans')).toBeHidden();
    release();
    await expect(page.locator('[data-remote="mfe_plans"]:not([data-prerendered-page])')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(ZIP_PROMPT)).toBeHidden();
  });

  test('with a slow remote the page and the phone are there at once, then its loading state, and the page comes', async ({
    page,
  }) => {
    const origin = `http://localhost:${REMOTE_PORTS.mfe_plans}`;
    // Longer than the first render's 3 s wait plus a slow machine's boot, so the wait always ends first.
    await page.route(`${origin}/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByTestId('call-button').first()).toBeVisible({ timeout: 2_000 });
    await expect(page.locator('[data-remote="mfe_plans"][data-prerendered-page] h1')).toHaveText(
      'Choose a plan type',
      {
        timeout: 2_000,
      },
    );
    // The first render waits for the remote at most 3 s, then shows the page's loading state until it comes.
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('[data-remote="mfe_plans"]:not([data-prerendered-page])')).toBeVisible({
      timeout: 30_000,
    });
  });
});
