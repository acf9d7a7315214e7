// bench/plans-render: in Debian's Chromium, the time mfe-plans takes to render a list of 150 plans and to
// re-sort it, and the JavaScript mfe-plans adds on the first load of / and /plans/all/ (kB gzip).
// A long list shows every card at once but draws most of them whole just after (wholeCards.ts), so the
// render is also timed to the frame in which every card is whole; the sorts start once they are.
// The api answers for a real county; its Medicare Advantage plans are repeated (new ids, spread
// premiums and drug costs) up to 150 so the list is as long as a big county's could be.
import { launchChromium } from '../lib/browser.mjs';
import { firstLoadScripts } from '../lib/first-load.mjs';
import { BASE, suiteOrServe } from '../lib/suite-or-serve.mjs';
import { knownVisitor } from '../lib/visitor.mjs';
import { widenPlanLists } from '../lib/wide-plans.mjs';

const PLANS = 150;
const RUNS = Number(process.env.RUNS ?? 15);
const PLANS_PORT = '3002';
const kB = (n) => (n / 1024).toFixed(1);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];

const suite = await suiteOrServe();

const browser = await launchChromium();
try {
  // 1. JavaScript mfe-plans adds on a first load (fresh context: empty cache).
  console.log('\nJavaScript from mfe-plans on a first load (kB)');
  console.log('page           files   raw kB   gzip kB');
  for (const pagePath of ['/', '/plans/all/']) {
    const files = (
      await firstLoadScripts(browser, `${BASE}${pagePath}`, {
        withZip: true,
        ready: '[data-remote="mfe_plans"] h1',
      })
    ).filter(({ url }) => new URL(url).port === PLANS_PORT);
    const raw = files.reduce((s, f) => s + f.body.length, 0);
    const gz = files.reduce((s, f) => s + f.gzip, 0);
    console.log(
      `${pagePath.padEnd(14)} ${String(files.length).padStart(5)} ${kB(raw).padStart(8)} ${kB(gz).padStart(9)}`,
    );
  }

  // 2. Render and sort 150 plans.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await knownVisitor(context);
  await widenPlanLists(context, PLANS);
  const page = await context.newPage();
  await page.goto(`${BASE}/plans/all/`);
  const cards = page.getByTestId('plan-card');
  await cards.nth(PLANS - 1).waitFor({ timeout: 60_000 });

  // In the page: act, then time until the list has settled (all cards there, after the next frame);
  // for a render, also until every card is whole (its figures there, after the next frame).
  const timed = (action) =>
    page.evaluate(
      async ({ action, count }) => {
        const list = () => document.querySelectorAll('[data-testid="plan-card"]');
        const whole = () => document.querySelectorAll('[data-testid="plan-card"] [data-testid="plan-total"]');
        const order = () => [...list()].map((c) => c.getAttribute('data-plan-id')).join();
        const before = order();
        const t0 = performance.now();
        if (action.type === 'sort') {
          const select = document.querySelector('[data-testid="plan-sort"]');
          select.value = action.value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        } else {
          [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent === action.tab).click();
        }
        const settled = (done) =>
          new Promise((resolve) => {
            const check = () => {
              if (done()) requestAnimationFrame(() => setTimeout(resolve, 0));
              else requestAnimationFrame(check);
            };
            check();
          });
        if (action.type === 'sort') {
          await settled(() => list().length === count && order() !== before);
          return { settled: performance.now() - t0 };
        }
        await settled(() => list().length === count);
        const shown = performance.now() - t0;
        await settled(() => whole().length === count);
        return { settled: shown, whole: performance.now() - t0 };
      },
      { action, count: PLANS },
    );

  const render = [];
  const whole = [];
  const sort = [];
  for (let i = 0; i < RUNS; i++) {
    await page.getByRole('tab', { name: 'Part D Plans' }).click();
    await page.getByTestId('plan-list-pdp').waitFor();
    const shown = await timed({ type: 'tab', tab: 'Medicare Advantage' });
    render.push(shown.settled);
    whole.push(shown.whole);
    sort.push((await timed({ type: 'sort', value: 'premium' })).settled);
    sort.push((await timed({ type: 'sort', value: 'total' })).settled);
  }
  console.log(`\n${PLANS} Medicare Advantage plans in Chromium (${RUNS} runs, ms)`);
  console.log('                           median     p95');
  console.log(
    `render the list (tab)   ${median(render).toFixed(1).padStart(9)} ${p95(render).toFixed(1).padStart(7)}`,
  );
  console.log(
    `  every card whole      ${median(whole).toFixed(1).padStart(9)} ${p95(whole).toFixed(1).padStart(7)}`,
  );
  console.log(
    `re-sort the list        ${median(sort).toFixed(1).padStart(9)} ${p95(sort).toFixed(1).padStart(7)}`,
  );
  await context.close();
} finally {
  await browser.close();
  await suite?.stop();
}
