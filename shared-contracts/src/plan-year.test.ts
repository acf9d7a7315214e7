import { describe, expect, it } from 'vitest';
import { isBeforeOctober15, isOpenEnrollment, planYearFor } from './plan-year';

const d = (y: number, m: number, day: number) => new Date(y, m - 1, day, 12);

describe('plan year', () => {
  it('is the current year before October 1 and next year from October 1', () => {
    expect(planYearFor(d(2026, 9, 30))).toBe(2026);
    expect(planYearFor(d(2026, 10, 1))).toBe(2027);
    expect(planYearFor(d(2026, 11, 21))).toBe(2027);
    expect(planYearFor(d(2027, 1, 1))).toBe(2027);
  });
  it('knows October 15 and open enrollment (Oct 1 inclusive to Dec 7 exclusive)', () => {
    expect(isBeforeOctober15(d(2026, 10, 14))).toBe(true);
    expect(isBeforeOctober15(d(2026, 10, 15))).toBe(false);
    expect(isOpenEnrollment(d(2026, 9, 30))).toBe(false);
    expect(isOpenEnrollment(d(2026, 10, 1))).toBe(true);
    expect(isOpenEnrollment(d(2026, 12, 6))).toBe(true);
    expect(isOpenEnrollment(d(2026, 12, 7))).toBe(false);
  });
});
