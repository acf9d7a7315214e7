/**
 * The invisible reCAPTCHA v3 loader (spec 7 third-party scripts): the script URL and site key come
 * from the runtime config, the script is added once per page, and every failure is one of the four
 * spec 8 captcha errors. The api verifies the token; this only obtains it.
 */
export const CAPTCHA_ERRORS = {
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'ReCaptcha error: No version provided',
  loadFailed: 'ReCaptcha error: Failed to load script',
  executeFailed: 'ReCaptcha error: Failed to execute',
} as const;

export const DEFAULT_CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

export class CaptchaError extends Error {
  override name = 'CaptchaError';
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export interface CaptchaSettings {
  siteKey?: string | undefined;
  /** Only v3 (score-based, invisible) is supported. */
  version?: 'v3' | undefined;
  scriptUrl?: string | undefined;
}

// One script per page and key; a failed load is forgotten so the next attempt adds it again.
const loads = new Map<string, Promise<Grecaptcha>>();

const scriptSrc = (scriptUrl: string, siteKey: string) => {
  const url = new URL(scriptUrl, window.location.href);
  url.searchParams.set('render', siteKey);
  return url.toString();
};

const load = (siteKey: string, scriptUrl: string): Promise<Grecaptcha> => {
  const src = scriptSrc(scriptUrl, siteKey);
  const known = loads.get(src);
  if (known) return known;
  const loading = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new CaptchaError(CAPTCHA_ERRORS.loadFailed));
    script.onerror = () => {
      script.remove();
      reject(new CaptchaError(CAPTCHA_ERRORS.loadFailed));
    };
    document.head.appendChild(script);
  });
  loads.set(src, loading);
  loading.catch(() => loads.delete(src));
  return loading;
};

/** A fresh token for `action`; rejects with a CaptchaError carrying one of the spec 8 messages. */
export const captchaToken = async (settings: CaptchaSettings, action: string): Promise<string> => {
  if (!settings.siteKey) throw new CaptchaError(CAPTCHA_ERRORS.noKey);
  if (!settings.version) throw new CaptchaError(CAPTCHA_ERRORS.noVersion);
  const siteKey = settings.siteKey;
  const grecaptcha = await load(siteKey, settings.scriptUrl ?? DEFAULT_CAPTCHA_SCRIPT_URL);
  try {
    const token = await new Promise<string>((resolve, reject) =>
      grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject)),
    );
    if (!token) throw new Error('empty token');
    return token;
  } catch {
    throw new CaptchaError(CAPTCHA_ERRORS.executeFailed);
  }
};
