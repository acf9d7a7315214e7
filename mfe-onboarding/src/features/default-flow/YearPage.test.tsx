import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { YearPage } from './pages';

const at = (date: Date, planYear: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(date);
  const { host } = testHost({ planYear });
  const chosen: unknown[] = [];
  host.events.on('plans:year-chosen', (e) => chosen.push(e));
  renderWithHost(<YearPage />, host, '/onboarding/year/');
  return { chosen };
};

afterEach(() => vi.useRealTimers());

describe('YearPage', () => {
  it('before October 1 names the one plan year and asks nothing', () => {
    const { chosen } = at(new Date(2026, 8, 30, 23, 59), 2026);
    expect(screen.getByText(/We will show you plans for 2026\./)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(chosen).toEqual([]);
  });

  it('from October 1 to December 31 offers both years and says when each applies; the choice goes to the host', () => {
    const { chosen } = at(new Date(2026, 9, 1, 0, 1), 2027);
    expect(screen.getByRole('group', { name: 'When should your new coverage start?' })).toBeTruthy();
    const next = screen.getByRole('radio', { name: /January 1, 2027 or later: show 2027 plans/ });
    const current = screen.getByRole('radio', { name: /Before January 1, 2027: show 2026 plans/ });
    expect(screen.getByText(/open enrollment/)).toBeTruthy();
    expect(screen.getByText(/turning 65 this year or with a special enrollment period/)).toBeTruthy();
    expect((next as HTMLInputElement).checked).toBe(true);
    fireEvent.click(current);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(chosen).toEqual([{ year: 2026 }]);
  });

  it('still offers both on December 31, and a chosen this year stays checked', () => {
    at(new Date(2026, 11, 31, 23, 59), 2026);
    expect(
      (screen.getByRole('radio', { name: /Before January 1, 2027: show 2026 plans/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('from January 1 names the one plan year again', () => {
    at(new Date(2027, 0, 1, 0, 1), 2027);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText(/We will show you plans for 2027\./)).toBeTruthy();
  });
});
