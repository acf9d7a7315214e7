/**
 * When a person can enroll in Medicare (the quiz's enrollment date, spec 3 "Quiz"): the initial
 * enrollment period around the 65th birthday, the special period after leaving group (employer)
 * coverage, and the general enrollment period for someone who missed both. Pure functions over
 * YYYY-MM-DD calendar days; `today` is always given, so every rule has worked-example tests.
 */
import { addMonths, addYears, endOfMonth, isAfter, isBefore, max, startOfMonth, subMonths } from 'date-fns';
import { isoDate } from 'shared-contracts';
import { fromIsoDate } from 'shared-contracts/dates';

export interface Window {
  start: string;
  end: string;
}

/** Months before and after the birth month that the initial enrollment period spans. */
const IEP_MONTHS_AROUND = 3;
/** The special period after group coverage ends runs this many months, from the month after. */
const SEP_MONTHS = 8;
/** The general enrollment period: January 1 to March 31 every year (month is 0-based). */
const GEP_END_MONTH = 2;

/**
 * The 7-month initial enrollment period: 3 months before the month of the 65th birthday, that month and
 * 3 months after. Medicare counts someone born on the 1st as turning 65 the month before, so the whole
 * period moves one month earlier.
 */
export const initialEnrollmentPeriod = (birthDate: string): Window => {
  const born = fromIsoDate(birthDate);
  const sixtyFifth = addYears(born, 65);
  const birthMonth = born.getDate() === 1 ? subMonths(startOfMonth(sixtyFifth), 1) : startOfMonth(sixtyFifth);
  return {
    start: isoDate(subMonths(birthMonth, IEP_MONTHS_AROUND)),
    end: isoDate(endOfMonth(addMonths(birthMonth, IEP_MONTHS_AROUND))),
  };
};

/** The 8 months that begin the month after group coverage (or the job) ends. */
export const groupCoverageSpecialPeriod = (coverageEnds: string): Window => {
  const firstMonth = startOfMonth(addMonths(fromIsoDate(coverageEnds), 1));
  return {
    start: isoDate(firstMonth),
    end: isoDate(endOfMonth(addMonths(firstMonth, SEP_MONTHS - 1))),
  };
};

/** The next general enrollment period that has not ended by `today`. */
export const generalEnrollmentPeriod = (today: string): Window => {
  const day = fromIsoDate(today);
  const year = day.getMonth() > GEP_END_MONTH ? day.getFullYear() + 1 : day.getFullYear();
  return { start: `${year}-01-01`, end: `${year}-03-31` };
};

export type EnrollmentPeriodKind = 'initial' | 'special' | 'while-covered' | 'general';

export interface EnrollmentDate {
  kind: EnrollmentPeriodKind;
  start: string;
  /** No end while the person is still covered by a group plan with no end in sight. */
  end: string | null;
  missedInitialEnrollmentPeriod: boolean;
}

export interface EnrollmentAnswers {
  birthDate: string;
  /** Covered by a group health plan from their own or a spouse's current job. */
  groupPlan: boolean;
  /** Leaving that coverage soon (retiring), and the day it ends when known. */
  retiringInNearFuture: boolean;
  coverageEnds?: string | undefined;
}

const later = (a: string, b: string) => isoDate(max([fromIsoDate(a), fromIsoDate(b)]));

/** The enrollment date the quiz reports for `answers` on `today`. */
export const enrollmentDate = (answers: EnrollmentAnswers, today: string): EnrollmentDate => {
  const iep = initialEnrollmentPeriod(answers.birthDate);
  const day = fromIsoDate(today);
  if (!isAfter(day, fromIsoDate(iep.end))) {
    return { kind: 'initial', start: iep.start, end: iep.end, missedInitialEnrollmentPeriod: false };
  }
  if (answers.groupPlan) {
    if (!answers.retiringInNearFuture || !answers.coverageEnds) {
      // Anyone still covered through a current job may sign up any month while covered.
      return { kind: 'while-covered', start: today, end: null, missedInitialEnrollmentPeriod: false };
    }
    const sep = groupCoverageSpecialPeriod(answers.coverageEnds);
    if (!isBefore(fromIsoDate(sep.end), day)) {
      // While still covered they may sign up now, so Medicare starts when the job's plan stops.
      return { kind: 'special', start: today, end: sep.end, missedInitialEnrollmentPeriod: false };
    }
  }
  const gep = generalEnrollmentPeriod(today);
  return {
    kind: 'general',
    start: later(gep.start, today),
    end: gep.end,
    missedInitialEnrollmentPeriod: true,
  };
};
