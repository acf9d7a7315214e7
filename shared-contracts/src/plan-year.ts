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
