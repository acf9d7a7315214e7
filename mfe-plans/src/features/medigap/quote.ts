/** Medigap quote inputs: the spec's defaults (section 9) and the products query they become (section 7). */
import { isoDate, parseUsDate, usDateToIso } from 'shared-contracts';
import { type MedsuppQuery, smokeFlag } from 'shared-contracts/api';
import type { ConsumerProfile, HostLocation } from 'shared-contracts/react';

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

const pad = (n: number) => String(n).padStart(2, '0');
const us = (y: number, m: number, d: number) => `${pad(m)}/${pad(d)}/${y}`;

/** Default birth date: 65 years ago today (Feb 29 falls back to Feb 28). */
export const defaultBirthDate = (today: Date): string => {
  const y = today.getFullYear() - 65;
  const m = today.getMonth() + 1;
  const d = Math.min(today.getDate(), new Date(y, m, 0).getDate());
  return us(y, m, d);
};

/** Default coverage start: the first day of next month. */
export const firstOfNextMonth = (today: Date): string =>
  isoDate(new Date(today.getFullYear(), today.getMonth() + 1, 1));

/** The next `count` firsts of a month, starting with next month (coverage start choices). */
export const coverageStartChoices = (today: Date, count = 6): string[] =>
  Array.from({ length: count }, (_, i) =>
    isoDate(new Date(today.getFullYear(), today.getMonth() + 1 + i, 1)),
  );

/**
 * Coverage start choices for a Medicare Advantage or Part D plan of `planYear`: firsts of a month, from
 * next month or January 1 of the plan year, whichever is later.
 */
export const planYearStartChoices = (today: Date, planYear: number, count = 3): string[] => {
  const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
  const start = next.getFullYear() >= planYear ? next : new Date(planYear, 0, 1);
  return Array.from({ length: count }, (_, i) =>
    isoDate(new Date(start.getFullYear(), start.getMonth() + i, 1)),
  );
};

/** Default Part A and B effective date: the 65th birthday (null when the birth date is not valid). */
export const sixtyFifthBirthday = (birthDate: string): string | null => {
  const p = parseUsDate(birthDate);
  if (!p) return null;
  const y = p.year + 65;
  return us(y, p.month, Math.min(p.day, new Date(y, p.month, 0).getDate()));
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
