/**
 * The page template's inline script (tooling/index.html) hides the prerendered, first-visit ZIP prompt
 * before the first paint when the visitor's ZIP is stored. It reads the stored app state by hand, so this
 * runs it against what this feature really stores (here, beside the storage format it depends on).
 */
import { describe, expect, it } from 'vitest';
import { inlineScriptWith, template } from '../../test-template';
import { initialAppState } from './app.machine';
import { saveAppState } from './persistence';

const script = inlineScriptWith('data-zip-known');

const runWith = (stored: Storage) => {
  const attributes = new Set<string>();
  const documentElement = { setAttribute: (name: string) => attributes.add(name) };
  new Function('localStorage', 'document', script)(stored, { documentElement });
  return attributes.has('data-zip-known');
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
