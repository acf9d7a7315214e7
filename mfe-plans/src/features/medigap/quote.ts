/** Medigap quote inputs: the spec's defaults (section 9) and the products query they become (section 7). */
import { addMonths, max, startOfMonth, subYears } from 'date-fns';
import { isoDate, parseUsDate } from 'shared-contracts';
import { type MedsuppQuery, medigapQuoteFormSchema, smokeFlag } from 'shared-contracts/api/medsupp';
import { sixtyFifthBirthday, usDate, usDateToIso } from 'shared-contracts/dates';
import type { ConsumerProfile, HostLocation } from 'shared-contracts/react';
import { medigapMessages as m } from './messages';

export interface QuoteInputs {
  /** MM/DD/YYYY as entered. */
  birthDate: string;
  gender: 'Male' | 'Female' | null;
  smoke: boolean | null;
  /** YYYY-MM-DD, the first of a month. */
  coverageStart: string;
  /** MM/DD/YYYY; defaults to the 65th birthday. */
  partBEffectiveDate: string;
}

/** The quote form's rules: the spec 5 birth date, a real Part B date, and every question answered. */
export const quoteSchema = medigapQuoteFormSchema({ dateFormat: m.dateFormat });

/** Default birth date: 65 years ago today (29 February falls back to 28 February). */
export const defaultBirthDate = (today: Date): string => usDate(subYears(today, 65));

const firstOfMonth = (today: Date, monthsAhead: number) => addMonths(startOfMonth(today), monthsAhead);

/** Default coverage start: the first day of next month. */
export const firstOfNextMonth = (today: Date): string => isoDate(firstOfMonth(today, 1));

/**
 * Coverage start choices for a Medicare Advantage or Part D plan of `planYear`: firsts of a month, from
 * next month or January 1 of the plan year, whichever is later.
 */
export const planYearStartChoices = (today: Date, planYear: number, count = 3): string[] => {
  const start = max([firstOfMonth(today, 1), new Date(planYear, 0, 1)]);
  return Array.from({ length: count }, (_, i) => isoDate(addMonths(start, i)));
};

export const defaultQuoteInputs = (today: Date, consumer: ConsumerProfile): QuoteInputs => {
  const birthDate =
    consumer.dateOfBirth && parseUsDate(consumer.dateOfBirth)
      ? consumer.dateOfBirth
      : defaultBirthDate(today);
  const start = consumer.effectiveDate ? usDateToIso(consumer.effectiveDate) : null;
  return {
    birthDate,
    gender: consumer.gender ?? null,
    smoke: consumer.smoke ?? null,
    coverageStart: start && start > isoDate(today) ? start : firstOfNextMonth(today),
    partBEffectiveDate:
      consumer.partBEffectiveDate && parseUsDate(consumer.partBEffectiveDate)
        ? consumer.partBEffectiveDate
        : (sixtyFifthBirthday(birthDate) ?? ''),
  };
};

/** Everything a quote needs is answered. */
export const isComplete = (
  q: QuoteInputs,
): q is QuoteInputs & { gender: 'Male' | 'Female'; smoke: boolean } =>
  q.gender !== null && q.smoke !== null && usDateToIso(q.birthDate) !== null;

/** The products query: dates sent YYYY-MM-DD, gender M or F, smoke '0' when the person smokes. */
export const toMedsuppQuery = (
  q: QuoteInputs & { gender: 'Male' | 'Female'; smoke: boolean },
  where: Pick<HostLocation, 'zipCode' | 'fips'>,
  planYear: number,
  connectureSessionId: string | undefined,
): MedsuppQuery => {
  const partB = usDateToIso(q.partBEffectiveDate) ?? undefined;
  return {
    planYear,
    zip: where.zipCode,
    fips: where.fips,
    birthDate: usDateToIso(q.birthDate)!,
    ...(connectureSessionId ? { connectureSessionId } : {}),
    coverageBegin: q.coverageStart,
    ...(partB ? { partAEffectiveDate: partB, partBEffectiveDate: partB } : {}),
    gender: q.gender === 'Male' ? 'M' : 'F',
    smoke: smokeFlag(q.smoke),
  };
};
