/**
 * The suite's two languages (English and Spanish) and how a visit's language is read: `?lang=` on any
 * address, else the browser's (or the request's) preferred languages. The language is session state,
 * never part of a route's path.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The locale numbers, money and dates are written in (US English, US Spanish). */
export const localeOf = (language: Language): 'en-US' | 'es-US' => (language === 'es' ? 'es-US' : 'en-US');

/** The language a `?lang=` parameter asks for, when it names one of ours. */
export const languageFromSearch = (search: string): Language | null => {
  const lang = new URLSearchParams(search).get('lang');
  return isLanguage(lang) ? lang : null;
};

const primaryLanguage = (tag: string): string | null => {
  try {
    return new Intl.Locale(tag.trim()).language;
  } catch {
    return null;
  }
};

/**
 * The first of the person's preferred languages (most preferred first, as `navigator.languages` lists
 * them) that the suite speaks, by its primary subtag ("es-MX" is Spanish); null when none is ours.
 */
export const preferredLanguage = (preferred: readonly string[]): Language | null => {
  for (const tag of preferred) {
    const language = primaryLanguage(tag);
    if (isLanguage(language)) return language;
  }
  return null;
};

/**
 * The cookie that carries the person's language to the shell's server, which serves the prerendered
 * page in it (the choice itself is kept in the app state, which a server cannot read).
 */
export const LANGUAGE_COOKIE = 'mpf_lang';
