import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadSpanish } from 'web-kit/i18n';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { LanguageSwitch } from './LanguageSwitch';
import { chromeMessages } from './messages';

describe('the language switch', () => {
  it('offers Spanish in Spanish to an English visit, and asks the host for it', () => {
    const { host } = testHost();
    const asked = vi.fn();
    host.events.on('language:change-requested', asked);
    renderWithHost(<LanguageSwitch />, host);
    const button = screen.getByRole('button', { name: 'Español' });
    expect(button.getAttribute('lang')).toBe('es');
    fireEvent.click(button);
    expect(asked).toHaveBeenCalledWith({ language: 'es' });
  });

  it('offers English in English to a Spanish visit', async () => {
    await act(() => loadSpanish(chromeMessages));
    const { host } = testHost({ language: 'es' });
    const asked = vi.fn();
    host.events.on('language:change-requested', asked);
    renderWithHost(<LanguageSwitch />, host);
    const button = screen.getByRole('button', { name: 'English' });
    expect(button.getAttribute('lang')).toBe('en');
    fireEvent.click(button);
    expect(asked).toHaveBeenCalledWith({ language: 'en' });
  });
});
