import { useEffect } from 'react';
import type { Language } from 'shared-contracts';
import { loadAllSpanish } from 'web-kit/i18n';

/**
 * `<html lang>` follows the visit's language (screen readers, hyphenation, the browser's translate
 * offer), and choosing Spanish starts loading the Spanish of every catalogue the page has so far, so
 * its parts switch together rather than one by one as each asks for its own.
 */
export const useDocumentLanguage = (language: Language) => {
  useEffect(() => {
    document.documentElement.lang = language;
    if (language === 'es') void loadAllSpanish();
  }, [language]);
};
