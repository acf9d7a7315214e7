/**
 * The page template's inline script (tooling/index.html) hides the prerendered, first-visit ZIP prompt
 * before the first paint when the visitor's ZIP is stored. It reads the stored app state by hand, so this
 * runs it against what this feature really stores (here, beside the storage format it depends on).
 */
import { configForApiBase, routeById } from 'shared-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { renderFrame } from '../../prerender.server';
import { inlineScriptWith, template } from '../../test-template';
import { initialAppState } from './app.machine';
import { saveAppState } from './persistence';

const script = inlineScriptWith('data-zip-known');

/** Runs the script on this test file's document, as the browser does in the page's head; says whether it marked it. */
const runWith = (stored: Storage) => {
  document.documentElement.removeAttribute('data-zip-known');
  new Function('localStorage', script)(stored);
  return document.documentElement.hasAttribute('data-zip-known');
};

const storageWith = (value: object | null) => {
  const items = new Map<string, string>();
  const storage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  } as unknown as Storage;
  if (value) saveAppState(storage, value as never);
  return storage;
};

describe('the template hides the prerendered ZIP prompt for a known ZIP', () => {
  const app = initialAppState(2027, 'tx');
  it('marks the page when the stored app state has a ZIP', () => {
    const location = { zipCode: '85004', fips: '04013', countyName: 'Maricopa', state: 'AZ' };
    expect(runWith(storageWith({ ...app, location }))).toBe(true);
  });
  it('leaves a first visit, or a stored state without a ZIP, with the prompt', () => {
    expect(runWith(storageWith(null))).toBe(false);
    expect(runWith(storageWith(app))).toBe(false);
  });
  it('leaves the prompt when storage is blocked or holds something unreadable', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(runWith(blocked)).toBe(false);
    const broken = { getItem: () => '{not json' } as unknown as Storage;
    expect(runWith(broken)).toBe(false);
  });
  it('hides only the prerendered prompt, which the page marks', () => {
    expect(template).toContain('html[data-zip-known] dialog[data-prerendered] { display: none; }');
  });
});

describe('the template shows a known ZIP in the prerendered location strip', () => {
  const location = { zipCode: '85004', fips: '04013', countyName: 'Maricopa', state: 'AZ' };
  const frame = renderFrame(routeById('home')!, '/', configForApiBase('http://api.test'));
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-zip-known');
  });

  it("puts the stored ZIP and county in the strip as the page is parsed, in the live strip's words", async () => {
    expect(runWith(storageWith({ ...initialAppState(2027, 'tx'), location }))).toBe(true);
    document.body.innerHTML = frame;
    await Promise.resolve();
    const strip = document.querySelector('[data-prerendered-location]');
    expect(strip?.textContent).toBe('Showing plans for 85004, Maricopa CountyChange ZIP code');
  });

  it("leaves a first visit's strip as it is (the page's styles keep it hidden)", async () => {
    expect(runWith(storageWith(null))).toBe(false);
    document.body.innerHTML = frame;
    await Promise.resolve();
    expect(document.querySelector('[data-prerendered-location]')?.textContent).toContain('%ZIP%');
  });
});
