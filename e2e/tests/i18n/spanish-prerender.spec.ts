/**
 * Issue 27: the prerendered HTML in the person's language, before any script runs. The shell's server
 * serves the Spanish copy on a first visit whose browser asks for Spanish (Accept-Language), to a person
 * whose language cookie says Spanish (set when the language is chosen or `?lang=es` is used), and on
 * `?lang=es`; its `<html lang>` says so and the answer varies by cookie and language.
 */
import { expect, test } from '@playwright/test';
import { LANGUAGE_COOKIE } from 'shared-contracts';
import { homeMessages } from '../../../mfe-plans/src/features/home/messages';
import homeEs from '../../../mfe-plans/src/features/home/messages.es';
import zipEs from '../../../shell/src/features/zip-modal/messages.es';
import { livePage } from '../support';

const SPANISH_HEADING = new RegExp(`<h1[^>]*>${homeEs.title}</h1>`);

test('a first visit whose browser asks for Spanish gets the Spanish page', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Language': 'es-US,es;q=0.9,en;q=0.8' } });
  const html = await response.text();
  expect(html).toMatch(/<html lang="es">/);
  expect(html).toMatch(SPANISH_HEADING);
  expect(html).not.toContain(homeMessages.intro);
  expect(response.headers().vary).toMatch(/Cookie/);
  expect(response.headers().vary).toMatch(/Accept-Language/);
  const english = await (await request.get('/', { headers: { 'Accept-Language': 'en-US' } })).text();
  expect(english).toMatch(/<html lang="en">/);
  expect(english).toMatch(new RegExp(`<h1[^>]*>${homeMessages.title}</h1>`));
});

test('without JavaScript, the language cookie gets the Spanish page whatever the browser asks', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'es', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The prerendered page is inert (and hidden from the accessibility tree) until the app replaces it.
  await expect(page.locator('h1')).toHaveText(homeEs.title);
  await expect(page.getByText(zipEs.prompt)).toBeVisible();
  await context.close();
});

test('?lang=es is kept for the next page before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/plans/all/?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('h1')).toHaveText(homeEs.title);
  await context.close();
});

test('choosing Spanish with the switch gets the Spanish page on the next load, English again after', async ({
  page,
}) => {
  // The onboarding has the switch in its top bar at both sizes, and no ZIP prompt over it.
  await page.goto('/onboarding/multistep/step/zip/');
  // The prerendered switch has no handler: the app is live first.
  await expect(livePage(page)).toBeVisible({ timeout: 30_000 });
  const languageSwitch = page.getByTestId('language-switch').locator('visible=true');
  await languageSwitch.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await (await page.request.get('/')).text()).toMatch(SPANISH_HEADING);
  await languageSwitch.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await (await page.request.get('/')).text()).toMatch(/<html lang="en">/);
});
