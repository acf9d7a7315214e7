/** Columns several Part D files share, with the record layout's formats. */
import { code, decimal, text } from '../layout';

/** The data set every Part D quarterly file belongs to: they are swapped together. */
export const PART_D = 'part-d';

/** Char(5): the first letter is the contract type (H, R, E: Medicare Advantage; S: prescription drug plan). */
export const contractId = () =>
  text('CONTRACT_ID', { pattern: /^[A-Z]\d{4}$/, what: 'a contract id (a letter and 4 digits)' });
export const planId = () => text('PLAN_ID', { pattern: /^\d{3}$/, what: 'a plan id (3 digits)' });
/** Char(3), "0 for all other" plans: CMS writes 000 or 0. */
export const segmentId = () =>
  text('SEGMENT_ID', { pattern: /^\d{1,3}$/, what: 'a segment id (up to 3 digits)' });
/** 11-digit NDC (5-4-2 without dashes). */
export const ndc = () => text('NDC', { pattern: /^\d{11}$/, what: 'an NDC (11 digits, no dashes)' });
export const rxcui = (options: { optional?: boolean } = {}) =>
  text('RXCUI', { pattern: /^\d{1,10}$/, what: 'an RxCUI (digits)', ...options });
export const formularyId = () =>
  text('FORMULARY_ID', { pattern: /^\d{8}$/, what: 'a formulary id (8 digits)' });
/** Cost-share tiers: a plan has at most 7 (TIER_LEVEL_VALUE / TIER). */
export const tier = (name: string, options: { optional?: boolean } = {}) =>
  code(name, [1, 2, 3, 4, 5, 6, 7], 'a tier', '1-7', options);
/**
 * Beneficiary and insulin cost files: DAYS_SUPPLY is a code, 1 = one month (30 days), 2 = three months
 * (90 days), 3 = other, 4 = two months (60 days).
 */
export const daysSupplyCode = () =>
  code('DAYS_SUPPLY', [1, 2, 3, 4], 'a days-supply code', '1 = 30 days, 2 = 90 days, 3 = other, 4 = 60 days');
export const money = (name: string, options: { optional?: boolean } = {}) =>
  decimal(name, { min: 0, ...options });
