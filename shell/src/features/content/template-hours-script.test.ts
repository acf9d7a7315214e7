/**
 * The page template's inline script (tooling/index.html) puts the hours a returning visitor was last told
 * in the prerendered drawer before the first paint. It reads the stored hours by hand, so this runs it
 * against what this feature really stores, on the frame the build really prerenders.
 */
import { configForApiBase, type Language, routeById } from 'shared-contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllSpanish } from 'web-kit/i18n';
import { renderFrame } from '../../prerender.server';
import { inlineScriptWith } from '../../test-template';
import { storeHours } from './stored-hours';

const script = inlineScriptWith('data-hours-known');

/** The home page's frame in a language, parsed after the script ran, as the browser does it. */
const pageWith = async (stored: Storage, language: Language) => {
  document.documentElement.lang = language;
  new Function('localStorage', script)(stored);
  document.body.innerHTML = renderFrame(
    routeById('home')!,
    '/',
    configForApiBase('http://api.test'),
    language,
  );
  await Promise.resolve();
  return document.querySelector('[data-prerendered-hours]');
};

describe("the template shows a returning visitor's hours in the prerendered drawer", () => {
  beforeAll(() => loadAllSpanish());
  afterEach(() => {
    localStorage.clear();
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-hours-known');
    document.documentElement.lang = 'en';
  });

  it("fills the line with the hours stored in the page's language, in the live drawer's words", async () => {
    storeHours('en', 'Mon-Fri 8am-8pm ET');
    storeHours('es', 'de lunes a viernes de 8 a. m. a 8 p. m.');
    expect((await pageWith(localStorage, 'en'))?.textContent).toBe(
      'Licensed agents available Mon-Fri 8am-8pm ET',
    );
    expect(document.documentElement.hasAttribute('data-hours-known')).toBe(true);
    document.documentElement.removeAttribute('data-hours-known');
    expect((await pageWith(localStorage, 'es'))?.textContent).toBe(
      'Agentes con licencia disponibles de lunes a viernes de 8 a. m. a 8 p. m.',
    );
  });

  it('leaves the line hidden on a first visit, or when only the other language was told', async () => {
    expect((await pageWith(localStorage, 'en'))?.textContent).toContain('%HOURS%');
    storeHours('es', 'de lunes a viernes');
    expect((await pageWith(localStorage, 'en'))?.textContent).toContain('%HOURS%');
    expect(document.documentElement.hasAttribute('data-hours-known')).toBe(false);
  });

  it('leaves it hidden when storage is blocked', async () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect((await pageWith(blocked, 'en'))?.textContent).toContain('%HOURS%');
    expect(document.documentElement.hasAttribute('data-hours-known')).toBe(false);
  });
});
