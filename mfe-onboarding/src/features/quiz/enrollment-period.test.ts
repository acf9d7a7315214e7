import { describe, expect, it } from 'vitest';
import {
  enrollmentDate,
  generalEnrollmentPeriod,
  groupCoverageSpecialPeriod,
  initialEnrollmentPeriod,
} from './enrollment-period';

describe('initial enrollment period (3 months before the 65th birthday month, that month, 3 after)', () => {
  it.each([
    ['1961-06-15', '2026-03-01', '2026-09-30'],
    ['1961-06-30', '2026-03-01', '2026-09-30'],
    ['1962-02-28', '2026-11-01', '2027-05-31'],
  ])('born %s: %s to %s', (born, start, end) => {
    expect(initialEnrollmentPeriod(born)).toEqual({ start, end });
  });

  it.each([
    // Born on the 1st: Medicare counts the 65th birthday in the month before.
    ['1961-06-01', '2026-02-01', '2026-08-31'],
    ['1961-03-01', '2025-11-01', '2026-05-31'],
    // Across a year boundary: born January 1st counts as a December birthday.
    ['1961-01-01', '2025-09-01', '2026-03-31'],
  ])('born on the 1st, %s: %s to %s', (born, start, end) => {
    expect(initialEnrollmentPeriod(born)).toEqual({ start, end });
  });

  it('born 29 February: the period is built around February of the 65th year', () => {
    expect(initialEnrollmentPeriod('1960-02-29')).toEqual({ start: '2024-11-01', end: '2025-05-31' });
  });
});

describe('special enrollment period after group coverage ends (8 months from the month after)', () => {
  it.each([
    ['2026-12-31', '2027-01-01', '2027-08-31'],
    ['2026-06-15', '2026-07-01', '2027-02-28'],
  ])('coverage ends %s: %s to %s', (ends, start, end) => {
    expect(groupCoverageSpecialPeriod(ends)).toEqual({ start, end });
  });
});

describe('general enrollment period (January 1 to March 31)', () => {
  it('is this year until March 31, then next year', () => {
    expect(generalEnrollmentPeriod('2027-02-10')).toEqual({ start: '2027-01-01', end: '2027-03-31' });
    expect(generalEnrollmentPeriod('2027-03-31')).toEqual({ start: '2027-01-01', end: '2027-03-31' });
    expect(generalEnrollmentPeriod('2027-04-01')).toEqual({ start: '2028-01-01', end: '2028-03-31' });
  });
});

describe('enrollmentDate: the quiz result', () => {
  const noGroup = { groupPlan: false, retiringInNearFuture: false };

  it('before or during the initial period: that period, nothing missed', () => {
    expect(enrollmentDate({ birthDate: '1961-06-15', ...noGroup }, '2025-12-01')).toEqual({
      kind: 'initial',
      start: '2026-03-01',
      end: '2026-09-30',
      missedInitialEnrollmentPeriod: false,
    });
    expect(enrollmentDate({ birthDate: '1961-06-01', ...noGroup }, '2026-08-31').kind).toBe('initial');
  });

  it('born on the 1st: the day after the moved period ends, it is missed', () => {
    expect(enrollmentDate({ birthDate: '1961-06-01', ...noGroup }, '2026-09-01')).toEqual({
      kind: 'general',
      start: '2027-01-01',
      end: '2027-03-31',
      missedInitialEnrollmentPeriod: true,
    });
  });

  it('missed initial period and no group plan: the general period, from today when it is open', () => {
    expect(enrollmentDate({ birthDate: '1955-05-20', ...noGroup }, '2027-02-10')).toEqual({
      kind: 'general',
      start: '2027-02-10',
      end: '2027-03-31',
      missedInitialEnrollmentPeriod: true,
    });
  });

  it('still on a group plan with no end in sight: any time while covered, no end date', () => {
    expect(
      enrollmentDate({ birthDate: '1958-05-20', groupPlan: true, retiringInNearFuture: false }, '2026-11-23'),
    ).toEqual({
      kind: 'while-covered',
      start: '2026-11-23',
      end: null,
      missedInitialEnrollmentPeriod: false,
    });
  });

  it('leaving group coverage: from now to the end of the 8-month special period', () => {
    expect(
      enrollmentDate(
        { birthDate: '1958-05-20', groupPlan: true, retiringInNearFuture: true, coverageEnds: '2026-12-31' },
        '2026-11-23',
      ),
    ).toEqual({
      kind: 'special',
      start: '2026-11-23',
      end: '2027-08-31',
      missedInitialEnrollmentPeriod: false,
    });
  });

  it('group coverage ended more than 8 months ago: the special period is gone, the general one is next', () => {
    expect(
      enrollmentDate(
        { birthDate: '1958-05-20', groupPlan: true, retiringInNearFuture: true, coverageEnds: '2025-12-31' },
        '2026-11-23',
      ),
    ).toEqual({
      kind: 'general',
      start: '2027-01-01',
      end: '2027-03-31',
      missedInitialEnrollmentPeriod: true,
    });
  });
});
