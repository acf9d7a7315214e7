import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RouteError } from 'shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { ErrorPage } from './ErrorPage';

const renderError = (error: unknown, phone?: string) =>
  renderWithHost(<ErrorPage error={error} />, testHost(phone ? { phone } : {}).host);

describe('error pages', () => {
  it('shows the 404 page for a 404 route error, with both readings and the phone', () => {
    renderError(new RouteError(404, 'gone'), '(888) 380-0836');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Error 404');
    expect(screen.getByText("Don't worry, you are not lost!")).toBeTruthy();
    expect(screen.getByText(/This page could not be found/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Medicare questions/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /\(888\) 380-0836/ }).getAttribute('href')).toBe(
      'tel:+18883800836',
    );
  });

  it("draws the phone link as the page's other links (it had the browser's own blue)", () => {
    renderError(new RouteError(500, 'broke'), '(888) 380-0836');
    const call = screen.getByRole('link', { name: /\(888\) 380-0836/ });
    const home = screen.getByRole('link', { name: 'Go back to home' });
    expect(call.className).not.toBe('');
    expect(call.className).toBe(home.className);
  });

  it('uses the error status, else 500, and the message', () => {
    renderError(new RouteError(403, 'Not allowed here'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Error 403');
    expect(screen.getByText('Not allowed here')).toBeTruthy();
  });

  it('falls back to 500 for an error without a status', () => {
    renderError(new Error('Something broke'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Error 500');
  });

  it('shows the last-resort page when the error page itself fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Without a host the error page cannot render its phone line, so it fails.
    render(
      <MemoryRouter>
        <ErrorPage error={new Error('x')} />
      </MemoryRouter>,
    );
    expect(screen.getByText('An error occurred while showing the error page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/');
  });
});
