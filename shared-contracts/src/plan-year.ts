/** Plan-year rules of spec section 4 (months are 0-based, as in Date). */
import { BEFORE_OCT_15_CUTOFF, OPEN_ENROLLMENT_END, PLAN_YEAR_CUTOFF } from './constants';

const before = (now: Date, cut: { month: number; day: number }) =>
  now.getMonth() < cut.month || (now.getMonth() === cut.month && now.getDate() < cut.day);

/** Before October 1 of the current year the plan year is the current year; otherwise next year. */
export const planYearFor = (now: Date): number =>
  before(now, PLAN_YEAR_CUTOFF) ? now.getFullYear() : now.getFullYear() + 1;

export const isBeforeOctober15 = (now: Date): boolean => before(now, BEFORE_OCT_15_CUTOFF);

/** Open enrollment: October 1 inclusive to December 7 exclusive. */
export const isOpenEnrollment = (now: Date): boolean =>
  !before(now, PLAN_YEAR_CUTOFF) && before(now, OPEN_ENROLLMENT_END);

/**
 * The plan years a person may shop, default first. From October 1 to December 31 this year's plans are
 * still sold (someone turning 65 in November, a special enrollment period, coverage from the first of
 * next month) beside next year's.
 */
export const offeredPlanYears = (now: Date): number[] => {
  const year = planYearFor(now);
  return year === now.getFullYear() ? [year] : [year, now.getFullYear()];
};

/** The year shown: the one the person chose while it is still offered, else the default. */
export const shownPlanYear = (chosen: number | null, now: Date): number =>
  chosen !== null && offeredPlanYears(now).includes(chosen) ? chosen : planYearFor(now);
