/**
 * The language of the api's answers to a person: the request's `Accept-Language` (es or en, by the
 * primary subtag, so "es-MX" is Spanish), read by Hono's languageDetector; English when it names
 * neither. Only the header: the language is the visit's, which the browser's client sends on each call.
 */
import type { Context } from 'hono';
import { languageDetector } from 'hono/language';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, languageFromSearch } from 'shared-contracts';
import { SPANISH_CATALOGUES } from './messages.es';

export const requestLanguage = () =>
  languageDetector({
    order: ['header'],
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    convertDetectedLanguage: (tag) => tag.split('-')[0] ?? tag,
    caches: false,
  });

/** The language the detector chose; English before it ran (a request refused ahead of it). */
export const languageOf = (c: Context): Language => {
  const language: unknown = c.get('language');
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
};

/**
 * The language of a page a browser opens by a link (an HTML page of the api): the link's `?lang=`, as
 * on the suite's own pages, since a browser's Accept-Language is not the visit's; else the request's.
 */
export const pageLanguage = (c: Context): Language =>
  languageFromSearch(new URL(c.req.url).search) ?? languageOf(c);

const spanishByEnglish = new Map<string, string>();
for (const [english, spanish] of SPANISH_CATALOGUES)
  for (const [key, text] of Object.entries(english)) {
    const translated = spanish[key];
    if (translated !== undefined) spanishByEnglish.set(text, translated);
  }

/** Whether a text is one of the sentences of the api's catalogues. */
export const isCatalogued = (text: string): boolean => spanishByEnglish.has(text);

/** A sentence of the api's catalogues in the answer's language; any other text as it is. */
export const translate = (text: string, language: Language): string =>
  language === 'es' ? (spanishByEnglish.get(text) ?? text) : text;
