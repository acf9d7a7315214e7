import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { pressWhenEnabled, REMOTE_PORTS } from '../support';

/**
 * The captcha test double: the runtime config gets a site key and a same-origin script URL, and that
 * script is answered here with a `grecaptcha` whose tokens name the key and the action.
 */
export const captchaDouble = async (page: Page) => {
  const withDouble = (config: Record<string, unknown>, pageUrl: string) => ({
    ...config,
    recaptchaSiteKey: 'double-key',
    recaptchaScriptUrl: new URL('/__captcha-double.js', pageUrl).toString(),
  });
  // The shell server writes the config into each page (boot data): it is patched as it is parsed,
  // before the shell's script reads it. A host without boot data fetches config.json (below).
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const element = document.getElementById('boot-data');
      if (!element?.textContent) return;
      try {
        const boot = JSON.parse(element.textContent);
        boot.config = {
          ...boot.config,
          recaptchaSiteKey: 'double-key',
          recaptchaScriptUrl: new URL('/__captcha-double.js', location.href).toString(),
        };
        element.textContent = JSON.stringify(boot);
        observer.disconnect();
      } catch {
        // Not all of it parsed yet: the next mutation tries again.
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: withDouble(await response.json(), route.request().url()) });
  });
  await page.route('**/__captcha-double.js*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = { ready: (cb) => cb(), execute: (key, o) => Promise.resolve('double-token:' + key + ':' + o.action) };`,
    }),
  );
};

/** Presses Tab until `target` has the focus (keyboard only: no clicks). */
export const tabTo = async (page: Page, target: Locator, max = 60) => {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
};

/** Tabs to a field and types into it. */
export const typeInto = async (page: Page, field: Locator, text: string) => {
  await tabTo(page, field);
  await page.keyboard.type(text);
};

/** Tabs to an enabled button and presses Enter. */
export const press = async (page: Page, button: Locator) => {
  await expect(button).toBeEnabled();
  await tabTo(page, button);
  await page.keyboard.press('Enter');
};

/** Presses the step's Continue once it is enabled (a press on a still-disabled button does nothing). */
export const continueStep = (page: Page) => pressWhenEnabled(page.getByRole('button', { name: 'Continue' }));

/** Chooses a radio option by keyboard: Tab into its group, arrow keys to the option, Space. */
export const chooseRadio = async (page: Page, group: Locator, option: string) => {
  const radio = group.getByRole('radio', { name: option, exact: true });
  for (let i = 0; i < 60; i++) {
    if (await group.evaluate((g) => g.contains(document.activeElement))) break;
    await page.keyboard.press('Tab');
  }
  for (let i = 0; i < 6; i++) {
    if (await radio.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
};

export const expectStep = async (page: Page, step: string, n: number) => {
  await expect(page).toHaveURL(new RegExp(`/onboarding/multistep/step/${step}/`));
  await expect(page.getByTestId('onboarding-progress')).toHaveText(`Step ${n} of 7`);
};

/** The bodies of the lead posts the page makes, as they are sent. */
export const recordLeadPosts = (page: Page) => {
  const posts: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/consumer\/leads$/.test(r.url())) posts.push(r.postDataJSON());
  });
  return posts;
};

/** Exactly one lead was posted, for the Phoenix visitor, with the captcha double's token and these fields. */
export const expectOneLead = (posts: Record<string, unknown>[], fields: Record<string, unknown>) => {
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({
    zip: '85004',
    fips: '04013',
    recaptchaToken: 'double-token:double-key:lead',
    ...fields,
  });
};

/** The events the page pushed to the analytics data layer, in order. */
export const dataLayerEvents = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event));

/** The scripts this remote's origin sends the page: how many were asked for, and a wait for quiet. */
export const remoteScripts = (page: Page) => {
  let asked = 0;
  let loading = 0;
  let changedAt = Date.now();
  const ours = (r: Request) =>
    r.resourceType() === 'script' && new URL(r.url()).port === String(REMOTE_PORTS.mfe_onboarding);
  page.on('request', (r) => {
    if (!ours(r)) return;
    asked += 1;
    loading += 1;
    changedAt = Date.now();
  });
  const done = (r: Request) => {
    if (!ours(r)) return;
    loading -= 1;
    changedAt = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    asked: () => asked,
    /** Waits until none of them has been loading for half a second (a chunk's shared modules come after it). */
    quiet: () =>
      expect.poll(() => loading === 0 && Date.now() - changedAt >= 500, { intervals: [100] }).toBe(true),
  };
};

/** From now on the page notes whether a loading state ("Loading…") is ever put on it; read with `loadingShown`. */
export const watchForLoading = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { loadingShown: boolean };
    w.loadingShown = false;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node.textContent?.includes('Loading…')) w.loadingShown = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
export const loadingShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { loadingShown: boolean }).loadingShown);

/**
 * From the document's start (call before `page.goto`), the page notes whether the app's page area was ever
 * empty: its live page mounted with no heading in it, neither a step nor a step's loading state. Read with
 * `emptyPageShown`.
 */
export const watchForEmptyPage = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { emptyShown: boolean };
    w.emptyShown = false;
    new MutationObserver(() => {
      const live = document.querySelector('[data-remote]:not([data-prerendered-page])');
      if (live && !live.querySelector('h1')) w.emptyShown = true;
    }).observe(document, { childList: true, subtree: true });
  });
export const emptyPageShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { emptyShown: boolean }).emptyShown);
