// Security headers of the static servers (shell and remotes), and the shell page's Content-Security-Policy:
// scripts only from this origin and the remotes of the registry in force (plus the third parties that are
// configured), no eval, inline scripts only by their hash; the page is never framed.
import { createHash } from 'node:crypto';

/** Sent with every response of every static server. */
export const STATIC_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // Remote assets are loaded by the shell from another origin (another port, or a CDN host).
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/** The origins of every http(s) URL anywhere in a JSON value (registry entries, service base URLs, …). */
export const originsIn = (value) => {
  const out = new Set();
  const walk = (v) => {
    if (typeof v === 'string') {
      if (!/^https?:\/\//.test(v)) return;
      try {
        out.add(new URL(v).origin);
      } catch {
        // not a URL after all
      }
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  return [...out].sort();
};

/**
 * CSP source expressions for the inline <script> blocks of an HTML page (tooling/index.html's: the stored-ZIP
 * check and the early Menu tap).
 * JSON data blocks are not scripts the browser runs: they need none.
 */
export const inlineScriptHashes = (html) =>
  [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/gi)]
    .filter((m) => m[1].length > 0)
    .map((m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);

const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};
const TAG_MANAGER = ['https://www.googletagmanager.com'];

/**
 * @param {{ config: { services: Record<string,string>, sentryDsn?: string, recaptchaSiteKey?: string,
 *   gtmId?: string }, registry: unknown, inlineHashes: string[] }} input
 *   config: the runtime config the shell serves; registry: the remote registry in force.
 */
export const shellContentSecurityPolicy = ({ config, registry, inlineHashes }) => {
  const remotes = originsIn(registry);
  const apis = originsIn(config.services);
  const sentry = config.sentryDsn ? originsIn(config.sentryDsn) : [];
  const captcha = config.recaptchaSiteKey ? RECAPTCHA : { script: [], frame: [] };
  const tags = config.gtmId ? TAG_MANAGER : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...inlineHashes, ...captcha.script, ...tags],
    // Emotion writes <style> elements and React style attributes at run time.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'https:', ...apis],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...apis, ...remotes, ...sentry, ...tags],
    'frame-src': captcha.frame.length ? captcha.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
};
