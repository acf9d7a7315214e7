import { useEffect } from 'react';
import { LANGUAGE_COOKIE, type Language } from 'shared-contracts';
import { loadAllSpanish } from 'web-kit/i18n';
import { setCookie } from './cookies';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * `<html lang>` follows the visit's language (screen readers, hyphenation, the browser's translate
 * offer), and choosing Spanish starts loading the Spanish of every catalogue the page has so far, so
 * its parts switch together rather than one by one as each asks for its own. The language cookie tells
 * the shell's server which prerendered copy to send on the next load (scripts/lib/shell-page.mjs).
 */
export const useDocumentLanguage = (language: Language) => {
  useEffect(() => {
    document.documentElement.lang = language;
    setCookie(LANGUAGE_COOKIE, language, ONE_YEAR_S);
    if (language === 'es') void loadAllSpanish();
  }, [language]);
};
