import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_ERRORS, captchaToken } from './captcha';

const settings = { siteKey: 'site-key-1', version: 'v3' as const, scriptUrl: 'https://captcha.test/api.js' };

/** Each appended script "loads" (or fails) at once; `grecaptcha` is what the script would define. */
const scriptsLoad = (outcome: 'load' | 'error', grecaptcha?: Window['grecaptcha']) => {
  const added: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    const script = node as unknown as HTMLScriptElement;
    added.push(script);
    queueMicrotask(() => {
      if (outcome === 'load') window.grecaptcha = grecaptcha;
      script.dispatchEvent(new Event(outcome));
    });
    return node;
  });
  return added;
};

const working = (token: string): NonNullable<Window['grecaptcha']> => ({
  ready: (cb) => cb(),
  execute: vi.fn(async () => token),
});

beforeEach(() => {
  window.grecaptcha = undefined;
});
afterEach(() => vi.restoreAllMocks());

describe('captchaToken (spec 8 captcha errors)', () => {
  it('refuses without a site key or a version, before adding any script', async () => {
    const added = scriptsLoad('load', working('t'));
    await expect(captchaToken({ ...settings, siteKey: undefined }, 'lead')).rejects.toThrow(
      CAPTCHA_ERRORS.noKey,
    );
    await expect(captchaToken({ ...settings, version: undefined }, 'lead')).rejects.toThrow(
      CAPTCHA_ERRORS.noVersion,
    );
    expect(added).toHaveLength(0);
  });

  it('adds the configured script once with the key, and executes the action', async () => {
    const grecaptcha = working('token-abc');
    const added = scriptsLoad('load', grecaptcha);
    const key = { ...settings, siteKey: 'site-key-once' };
    expect(await captchaToken(key, 'lead')).toBe('token-abc');
    expect(await captchaToken(key, 'lead')).toBe('token-abc');
    expect(added).toHaveLength(1);
    expect(added[0]?.src).toBe('https://captcha.test/api.js?render=site-key-once');
    expect(grecaptcha.execute).toHaveBeenCalledWith('site-key-once', { action: 'lead' });
  });

  it('reports a script that fails to load, and tries again on the next save', async () => {
    const added = scriptsLoad('error');
    const key = { ...settings, siteKey: 'site-key-fails' };
    await expect(captchaToken(key, 'lead')).rejects.toThrow(CAPTCHA_ERRORS.loadFailed);
    await expect(captchaToken(key, 'lead')).rejects.toThrow(CAPTCHA_ERRORS.loadFailed);
    expect(added).toHaveLength(2);
  });

  it('reports an execution that fails or gives no token', async () => {
    scriptsLoad('load', { ready: (cb) => cb(), execute: async () => Promise.reject(new Error('x')) });
    await expect(captchaToken({ ...settings, siteKey: 'site-key-x' }, 'lead')).rejects.toThrow(
      CAPTCHA_ERRORS.executeFailed,
    );
    vi.restoreAllMocks();
    scriptsLoad('load', working(''));
    await expect(captchaToken({ ...settings, siteKey: 'site-key-empty' }, 'lead')).rejects.toThrow(
      CAPTCHA_ERRORS.executeFailed,
    );
  });
});
