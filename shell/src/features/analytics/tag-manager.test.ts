import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushDataLayer } from './data-layer';
import { loadTagManager } from './tag-manager';

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-tag-manager]')];

afterEach(() => {
  for (const s of scripts()) s.remove();
  delete window.dataLayer;
});

describe('tag manager', () => {
  it('loads once when an id is configured, keeping what was pushed before it arrived', () => {
    pushDataLayer({ event: 'page_view', url: '/' });
    expect(loadTagManager('GTM-ABC123')).toBe(true);
    expect(loadTagManager('GTM-ABC123')).toBe(true);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(scripts()[0]?.async).toBe(true);
    expect(window.dataLayer).toEqual([
      { event: 'page_view', url: '/' },
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ]);
  });

  it('loads nothing without an id, or with one that is not a tag manager id', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(loadTagManager(undefined)).toBe(false);
    expect(loadTagManager('"><script>')).toBe(false);
    expect(scripts()).toHaveLength(0);
  });
});
