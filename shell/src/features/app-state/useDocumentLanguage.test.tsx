import { renderHook } from '@testing-library/react';
import { LANGUAGE_COOKIE } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { useDocumentLanguage } from './useDocumentLanguage';

describe('useDocumentLanguage', () => {
  it('sets <html lang> to the visit’s language and follows a change', () => {
    const { rerender } = renderHook(({ language }) => useDocumentLanguage(language), {
      initialProps: { language: 'es' as 'es' | 'en' },
    });
    expect(document.documentElement.lang).toBe('es');
    rerender({ language: 'en' });
    expect(document.documentElement.lang).toBe('en');
  });

  it("keeps the language in the cookie the shell's server reads for the next page", () => {
    const { rerender } = renderHook(({ language }) => useDocumentLanguage(language), {
      initialProps: { language: 'es' as 'es' | 'en' },
    });
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=es`);
    rerender({ language: 'en' });
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  });
});
