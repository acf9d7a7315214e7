import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { removeCookie, sessionCookieName } from './cookies';
import { useCookies } from './useCookies';

const cookies = () =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=').map(decodeURIComponent)),
  );

afterEach(() => {
  for (const name of Object.keys(cookies())) removeCookie(name);
});

describe('useCookies', () => {
  it('stores the sales phone, and follows it when it changes', () => {
    const { rerender } = renderHook(({ phone }) => useCookies(phone, undefined), {
      initialProps: { phone: '(623) 223-8884' },
    });
    expect(cookies().salesPhoneNumber).toBe('(623) 223-8884');
    rerender({ phone: '(800) 555-0142' });
    expect(cookies().salesPhoneNumber).toBe('(800) 555-0142');
  });

  it('names the session in its cookie while there is one, and removes the cookie after', () => {
    const name = sessionCookieName(window.location.hostname);
    const { rerender } = renderHook(({ id }) => useCookies('(623) 223-8884', id), {
      initialProps: { id: 'WR1' as string | undefined },
    });
    expect(cookies()[name]).toBe('WR1');
    rerender({ id: undefined });
    // Expired: gone in a browser, left empty by happy-dom.
    expect(cookies()[name] ?? '').toBe('');
  });
});
