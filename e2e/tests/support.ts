import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEFAULT_SITE_PHONE, REMOTES, type RemoteName } from 'shared-contracts';

export const REMOTE_PORTS: Record<RemoteName, number> = {
  mfe_onboarding: 3001,
  mfe_plans: 3002,
  mfe_providers: 3003,
  mfe_member: 3004,
};
export { REMOTES };

/** The top bar's call link is present and dials the agent. */
export const expectCallButton = async (page: Page, phone = DEFAULT_SITE_PHONE) => {
  const call = page.getByTestId('call-button').first();
  await expect(call).toBeVisible();
  // Named by its visible text (WCAG 2.5.3), the number included at every size.
  await expect(call).not.toHaveAttribute('aria-label');
  await expect(call).toHaveAccessibleName(new RegExp(phone.replace(/[()]/g, '\\$&')));
  await expect(call).toHaveAccessibleName(/^(Call now|Call a licensed insurance agent \|)/);
  await expect(call).toHaveAttribute('href', /^tel:\+1\d{10}$/);
};

export const expectNotFound = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
  await expect(page.getByText("Don't worry, you are not lost!")).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page.getByRole('link', { name: /Medicare questions/ })).toBeVisible();
  await expect(
    page.getByTestId('not-found-page').getByRole('link', { name: /\(623\) 223-8884/ }),
  ).toBeVisible();
};

export const API = 'http://127.0.0.1:4000';

/**
 * A returning visitor whose ZIP is already known (the app state in browser storage, as the shell
 * writes it), so the ZIP modal stays shut. The session itself is made by the shell as usual.
 */
export const knownVisitor = async (page: Page, zip = '85004', fips = '04013', countyName = 'Maricopa') => {
  await page.addInitScript(
    ({ zip, fips, countyName }) => {
      if (localStorage.getItem('mpf:app-state:v1')) return;
      localStorage.setItem(
        'mpf:app-state:v1',
        JSON.stringify({
          attribution: {},
          location: { zipCode: zip, fips, countyName },
          consumer: {},
          session: null,
          planYear: new Date().getMonth() >= 9 ? new Date().getFullYear() + 1 : new Date().getFullYear(),
          planFetchFlags: { hmo: true, ppo: true, pdp: true, medSupp: true, medicareAdvantage: true },
          planCounts: {},
          visitWasTracked: false,
          transactionId: crypto.randomUUID(),
        }),
      );
    },
    { zip, fips, countyName },
  );
};

/**
 * The shell's ZIP modal as the app renders it, not the prerendered prompt: that one takes a ZIP too (the
 * page's inline script keeps it for the live prompt), but a fill that spans the moment the first render
 * replaces it can be cut (Playwright focuses the field, then types: the text can come after it is gone). Tests of the prerendered
 * prompt name it (`dialog[data-prerendered]`) and hold the app's code while they use it.
 */
export const zipDialog = (page: Page) =>
  page.getByRole('dialog').and(page.locator(':not([inert]):not([data-prerendered])'));

/**
 * The remote's page as the app renders it: not the prerendered copy, which is inert until the first render
 * replaces it. Until then the prerendered chrome shows too, without its handlers (a Menu click does
 * nothing), so a test that clicks the chrome waits for this first.
 */
export const livePage = (page: Page) => page.locator('[data-remote]:not([data-prerendered-page])');

/**
 * Holds the shell's code (main.js) until `release()`: the page stays the prerendered HTML, with no
 * handler and no first render, for as long as a test needs it. Call before `page.goto`.
 */
export const holdShellCode = async (page: Page) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release() };
};

/**
 * Holds the county lookup of a ZIP form (the shell's prompt, the onboarding ZIP step) until the test lets
 * it go, so that a key pressed right after the fifth digit lands while the lookup is still out (as on a
 * slow connection).
 */
export const holdCountyLookup = async (page: Page) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = () => {};
  const seen = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(/\/location\/counties\b/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { seen, release: () => release() };
};

/** Types a ZIP into the shell's ZIP modal and submits it. */
export const enterZip = async (page: Page, zip: string, county?: string) => {
  const dialog = zipDialog(page);
  await dialog.getByRole('textbox', { name: 'ZIP code' }).fill(zip);
  if (county) await dialog.getByRole('combobox', { name: 'County' }).selectOption({ label: county });
  await dialog.getByRole('button', { name: 'Submit' }).click();
};

/** The WCAG 2.x A and AA rules, 2.2 included. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let axeSource: string | undefined;
/** axe-core's browser build, the one @axe-core/playwright injects. */
const axeCore = () => {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
};

/** Each violation as "rule: targets". */
const named = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/**
 * axe's WCAG 2.x A and AA violations on the page, or within `include`, each as "rule: targets".
 *
 * A page without frames (every page of the suite) is checked by `axe.run` in the page, with axe-core
 * injected once per document; only the violations cross back. AxeBuilder's `analyze()` injects axe-core
 * (half a megabyte of script) twice per call, runs the rules in each frame with `runPartial`, then opens a
 * blank page to `finishRun` there and sends every result (passes and inapplicable ones too) across: 2.9-3.6 s
 * against 0.6-0.7 s on a 150-plan list, 0.9-1.3 s against 0.04-0.2 s on a short page (same violations).
 * A page with frames still goes through AxeBuilder, which reaches into them.
 */
export const axeViolations = async (page: Page, include?: string): Promise<string[]> => {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
    if (include) builder.include(include);
    return named((await builder.analyze()).violations);
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore());
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      type Axe = {
        run(
          context: Document | { include: string[] },
          options: { runOnly: { type: 'tag'; values: string[] } },
        ): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
      };
      const { axe } = window as unknown as { axe: Axe };
      if (include && !document.querySelector(include)) throw new Error(`no ${include} on the page`);
      const { violations } = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
      });
      // Only what `named` reads crosses back.
      return violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target })) }));
    },
    { include, tags: AXE_TAGS },
  );
  return named(violations);
};

/**
 * The JavaScript files of a package's build (`<pkg>/dist`, the folder the suite serves it from) whose
 * source map lists a source matching `source`. Production chunks are named by short ids, so a test finds
 * the chunk of a page or a library by what it was built from.
 */
export const builtFilesOf = (pkg: string, source: RegExp): string[] => {
  const dist = path.resolve(import.meta.dirname, '../..', pkg, 'dist');
  const files = readdirSync(dist).filter((f) => f.endsWith('.js') && existsSync(path.join(dist, `${f}.map`)));
  const matching = files.filter((f) =>
    (JSON.parse(readFileSync(path.join(dist, `${f}.map`), 'utf8')) as { sources: string[] }).sources.some(
      (s) => source.test(s),
    ),
  );
  if (matching.length === 0) throw new Error(`no file of ${pkg}/dist was built from ${source}`);
  return matching;
};

let htmlcsSource: string | undefined;
const htmlcs = () => {
  // The browser build beside the package's Node entry point.
  const entry = createRequire(import.meta.url).resolve('@pa11y/html_codesniffer');
  htmlcsSource ??= readFileSync(path.join(path.dirname(entry), 'build/HTMLCS.js'), 'utf8');
  return htmlcsSource;
};

/**
 * HTML CodeSniffer's errors at WCAG 2 AA (the engine pa11y runs, a second opinion beside axe), each as
 * "code: element" for the page, or within `include`. Warnings and notices need a person's judgement and
 * are not returned.
 */
export const htmlcsErrors = async (page: Page, include?: string) => {
  // Evaluated, not added as a script tag: the suite's Content Security Policy refuses inline scripts.
  await page.evaluate(htmlcs());
  return page.evaluate(
    (include) =>
      new Promise<string[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS;
        const root = include ? document.querySelector(include) : document;
        if (!root) return reject(new Error(`no ${include} on the page`));
        htmlcs.process(
          'WCAG2AA',
          root,
          () => {
            const describe = (el: Element) =>
              `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[data-testid="${el.getAttribute('data-testid')}"]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
            resolve(
              htmlcs
                .getMessages()
                .filter((m) => m.type === 1)
                .map((m) => `${m.code}: ${m.element instanceof Element ? describe(m.element) : 'document'}`),
            );
          },
          reject,
        );
      }),
    include,
  );
};

type HtmlCodeSniffer = {
  process(standard: string, root: Document | Element, done: () => void, failed: (e: unknown) => void): void;
  /** type 1 is an error, 2 a warning, 3 a notice. */
  getMessages(): { type: number; code: string; element: Node }[];
};

/**
 * Records the layout shifts of the page from its first script on (none after an input is counted), each
 * with the start of the moved nodes' markup; `layoutShifts` reads them.
 */
export const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { shifts: { value: number; nodes: string[] }[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[])
        if (!entry.hadRecentInput)
          w.shifts.push({
            value: entry.value,
            // Each moved node's markup, then where it was and where it went (x,y w×h): enough to tell a
            // row that grew from a text that reflowed when a run fails.
            nodes: entry.sources.map((s) => {
              const at = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
              const markup = (s.node as Element | undefined)?.outerHTML?.slice(0, 60) ?? '?';
              return `${markup} | ${at(s.previousRect)} → ${at(s.currentRect)}`;
            }),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });

export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts);

/**
 * Presses Enter on a form's button once it is enabled. A form's Submit stays disabled until its checks
 * (run in a task of their own) find the fields valid, and Enter on a disabled button does nothing: right
 * after the last fill, on a loaded machine, the press was lost and the form never sent.
 */
export const pressWhenEnabled = async (button: Locator) => {
  await expect(button).toBeEnabled();
  await button.press('Enter');
};
