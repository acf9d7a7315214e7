import { describe, expect, it } from 'vitest';
import {
  isBeforeOctober15,
  isOpenEnrollment,
  offeredPlanYears,
  planYearFor,
  shownPlanYear,
} from './plan-year';

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
  it('offers this year and next from October 1 to December 31, next year first', () => {
    expect(offeredPlanYears(d(2026, 9, 30))).toEqual([2026]);
    expect(offeredPlanYears(new Date(2026, 9, 1, 0, 0))).toEqual([2027, 2026]);
    expect(offeredPlanYears(d(2026, 11, 15))).toEqual([2027, 2026]);
    expect(offeredPlanYears(new Date(2026, 11, 31, 23, 59))).toEqual([2027, 2026]);
    expect(offeredPlanYears(new Date(2027, 0, 1, 0, 0))).toEqual([2027]);
  });
  it('shows the chosen year while it is offered, else the default', () => {
    expect(shownPlanYear(null, d(2026, 11, 15))).toBe(2027);
    expect(shownPlanYear(2026, d(2026, 11, 15))).toBe(2026);
    expect(shownPlanYear(2026, new Date(2026, 11, 31, 23, 59))).toBe(2026);
    expect(shownPlanYear(2026, new Date(2027, 0, 1, 0, 0))).toBe(2027);
    expect(shownPlanYear(2025, d(2026, 9, 30))).toBe(2026);
    expect(shownPlanYear(2027, d(2026, 9, 30))).toBe(2026);
  });
});
