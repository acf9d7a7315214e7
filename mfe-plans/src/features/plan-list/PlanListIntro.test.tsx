import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { PlanListIntro } from './PlanListIntro';

const at = (date: Date, planYear: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(date);
  const { host } = testHost({ planYear });
  const chosen: unknown[] = [];
  host.events.on('plans:year-chosen', (e) => chosen.push(e));
  renderWithHost(<PlanListIntro county="Maricopa" />, host, '/plans/all/');
  return { chosen };
};

afterEach(() => vi.useRealTimers());

describe('PlanListIntro', () => {
  it('says which year is shown and, while both years are sold, switches to the other', () => {
    const { chosen } = at(new Date(2026, 10, 20), 2027);
    expect(screen.getByText('Plans for 2027 in Maricopa.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show 2026 plans instead' }));
    expect(chosen).toEqual([{ year: 2026 }]);
  });

  it('from this year back to next year on December 31', () => {
    const { chosen } = at(new Date(2026, 11, 31, 23, 0), 2026);
    expect(screen.getByText('Plans for 2026 in Maricopa.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show 2027 plans instead' }));
    expect(chosen).toEqual([{ year: 2027 }]);
  });

  it('offers no switch before October 1', () => {
    at(new Date(2026, 8, 30, 23, 0), 2026);
    expect(screen.getByText('Plans for 2026 in Maricopa.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers no switch from January 1', () => {
    at(new Date(2027, 0, 1, 0, 30), 2027);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
