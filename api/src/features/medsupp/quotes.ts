/** Medigap quotes: a county's offerings rated for one person (attained age, gender, tobacco, area, carrier). */
import { DEFAULT_LANGUAGE, type Language, type MedigapLetter } from 'shared-contracts';
import type { MedigapPlan } from 'shared-contracts/api';
import { ageOn } from 'shared-contracts/dates';
import type { Queryable } from '../../db/db';
import { isMedigapOffered, medigapMonthlyRate } from '../../domain/medigap-rating';
import { cachedReference } from '../county-data/public';
import { medigapWords } from './messages';

export interface QuoteProfile {
  birthDate: string;
  gender: 'M' | 'F';
  tobacco: boolean;
  coverageBegin: string;
  partAEffectiveDate?: string | undefined;
  partBEffectiveDate?: string | undefined;
}

export interface OfferingRow {
  id: string;
  fips: string;
  source: 'csg' | 'connecture';
  carrier_id: string;
  carrier_name: string;
  plan_sub_type: string;
  letter: MedigapLetter;
  carrier_factor: number;
  area_factor: number;
  logging_key: string;
}

/** The county's Medigap offerings, read once per process (reference data). */
export const countyOfferings = (db: Queryable, fips: string): Promise<OfferingRow[]> =>
  cachedReference(db, `medigap:${fips}`, () =>
    db.query<OfferingRow>(
      'select * from ref_medigap_offerings where fips = $1 order by carrier_name, letter, id',
      [fips],
    ),
  );

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The spec's defaults: born 65 years ago, coverage from the first of next month, a non-smoking woman. */
export const defaultQuoteProfile = (now: Date): QuoteProfile => {
  const birth = new Date(Date.UTC(now.getUTCFullYear() - 65, now.getUTCMonth(), now.getUTCDate()));
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { birthDate: isoDay(birth), gender: 'F', tobacco: false, coverageBegin: isoDay(nextMonth) };
};

/**
 * An offering's plan name in `language`. A quote's is English, the record's own: it is the same for every
 * visitor (and cached so), and pages name a quoted plan by its letter from their own catalogue.
 */
export const medigapPlanName = (o: Pick<OfferingRow, 'plan_sub_type'>, language: Language) =>
  medigapWords(language).planName(o.plan_sub_type);

/** The offering quoted for the person, or null when it may not be sold to them (C and F, spec 9). */
export const quote = (o: OfferingRow, p: QuoteProfile): MedigapPlan | null => {
  if (!isMedigapOffered(o.letter, p)) return null;
  const age = ageOn(p.birthDate, p.coverageBegin);
  const monthlyPremium = medigapMonthlyRate({
    letter: o.letter,
    age,
    gender: p.gender,
    tobacco: p.tobacco,
    areaFactor: o.area_factor,
    carrierFactor: o.carrier_factor,
  });
  return {
    id: o.id,
    iD: o.id,
    source: o.source,
    carrier: o.carrier_id,
    carrierName: o.carrier_name,
    loggingKey: o.logging_key,
    planName: medigapPlanName(o, DEFAULT_LANGUAGE),
    planType: 256,
    planSubType: o.plan_sub_type,
    monthlyPremium,
    annualPlanPremium: Math.round(monthlyPremium * 12 * 100) / 100,
    rateBasis: { age, gender: p.gender, tobacco: p.tobacco },
    sample: true,
  };
};

export const quoteAll = (offerings: readonly OfferingRow[], p: QuoteProfile): MedigapPlan[] =>
  offerings.flatMap((o) => {
    const q = quote(o, p);
    return q ? [q] : [];
  });
