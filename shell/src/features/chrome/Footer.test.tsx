import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadSpanish } from 'web-kit/i18n';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { Footer } from './Footer';
import { chromeMessages } from './messages';

const footer = (
  <Footer phone="(623) 223-8884" contentBase="http://localhost:4000/content" websiteReferenceId="A&1" />
);

describe('the footer’s legal links', () => {
  it('carry the websiteReferenceID, and nothing more, on an English visit', () => {
    renderWithHost(footer, testHost().host);
    expect(screen.getByRole('navigation', { name: 'Legal' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'http://localhost:4000/content/privacy-policy/?websiteReferenceID=A%261',
    );
  });

  it('ask for the Spanish page on a Spanish visit, and are named in Spanish', async () => {
    await act(() => loadSpanish(chromeMessages));
    renderWithHost(footer, testHost({ language: 'es' }).host);
    expect(screen.getByRole('navigation', { name: 'Avisos legales' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Términos' }).getAttribute('href')).toBe(
      'http://localhost:4000/content/terms/?websiteReferenceID=A%261&lang=es',
    );
  });
});
