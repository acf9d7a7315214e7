/**
 * Row parser of the landscape file: one plan segment in one county, with the premiums, deductible, MOOP
 * and star ratings the plan pages show. Money is "$1,234.50" (negative premiums are "-$1.20"), a blank or
 * "Not Applicable" is none; a star rating is a number or one of CMS's phrases for none.
 */
import { type FileLayout, type RowPosition, RowReader } from '../source-row';

export interface LandscapePlan {
  contractYear: number;
  category: string;
  state: string;
  countyName: string;
  contractId: string;
  planId: string;
  segmentId: string;
  organization: string;
  parentOrganization: string | null;
  planName: string;
  planType: string;
  snp: boolean;
  snpType: string | null;
  partD: boolean;
  sanctioned: boolean;
  drugDeductible: number | null;
  partDBasicPremium: number | null;
  partDTotalPremium: number | null;
  /** What a full Extra Help (LIS) enrollee pays for Part D (CMS's "Low Income Beneficiary Premium"). */
  partDLowIncomePremium: number | null;
  partCPremium: number | null;
  consolidatedPremium: number | null;
  moop: number | null;
  partCStars: number | null;
  partDStars: number | null;
  overallStars: number | null;
  maRegion: string | null;
  pdpRegion: string | null;
}

const NONE = new Set(['', 'Not Applicable', 'N/A']);
const MONEY = /^(-)?\$?(\d{1,3}(?:,\d{3})*|\d+)(\.\d{1,2})?$/;
/** CMS's phrases where a plan has no rating (either case). */
const NO_RATING = new Set([
  'not enough data available',
  'plan too new to be measured',
  'not applicable',
  'no data available',
]);

const money = (row: RowReader, column: string): number | null => {
  const value = row.text(column);
  if (NONE.has(value)) return null;
  const match = MONEY.exec(value);
  if (!match) return row.fail(column, `"${value}" is not a dollar amount`);
  const amount = Number(`${match[2]?.replace(/,/g, '')}${match[3] ?? ''}`);
  return match[1] ? -amount : amount;
};

const stars = (row: RowReader, column: string): number | null => {
  const value = row.text(column);
  if (!value || NO_RATING.has(value.toLowerCase())) return null;
  const rating = Number(value.replace(/ stars?$/i, ''));
  if (!/^\d(\.\d)?( stars?)?$/i.test(value) || rating < 1 || rating > 5 || (rating * 2) % 1 !== 0) {
    return row.fail(column, `"${value}" is not a star rating (1 to 5 in halves)`);
  }
  return rating;
};

const yesNo = (row: RowReader, column: string): boolean => row.oneOf(column, ['Yes', 'No']) === 'Yes';

export const parseLandscapeRow = (
  layout: FileLayout,
  fields: readonly string[],
  at: RowPosition,
): LandscapePlan => {
  const row = new RowReader(layout, at, fields);
  return {
    contractYear: Number(row.matching('Contract Year', /^20\d\d$/, 'a contract year')),
    category: row.required('Contract Category Type'),
    state: row.matching(
      'State Territory Abbreviation',
      /^[A-Z]{2}$/,
      'a two-letter state or territory',
    ) as string,
    countyName: row.required('County Name'),
    contractId: row.matching(
      'Contract ID',
      /^[HRSE]\d{4}$/,
      'a contract id (H, R, S or E and 4 digits)',
    ) as string,
    planId: row.matching('Plan ID', /^\d{3}$/, 'a 3-digit plan id') as string,
    segmentId: (row.matching('Segment ID', /^\d{1,3}$/, 'a segment id') as string).padStart(3, '0'),
    organization: row.required('Organization Marketing Name'),
    parentOrganization: row.optional('Parent Organization Name'),
    planName: row.required('Plan Name'),
    planType: row.required('Plan Type'),
    snp: yesNo(row, 'Special Needs Plan (SNP) Indicator'),
    snpType: NONE.has(row.text('SNP Type')) ? null : row.text('SNP Type'),
    partD: yesNo(row, 'Part D Coverage Indicator'),
    sanctioned: yesNo(row, 'Sanctioned Plan'),
    drugDeductible: money(row, 'Annual Part D Deductible Amount'),
    partDBasicPremium: money(row, 'Part D Basic Premium'),
    partDTotalPremium: money(row, 'Part D Total Premium'),
    partDLowIncomePremium: money(row, 'Part D Low Income Beneficiary Premium Amount'),
    partCPremium: money(row, 'Part C Premium'),
    consolidatedPremium: money(row, 'Monthly Consolidated Premium (Part C + D)'),
    moop: money(row, 'In-Network Maximum Out-of-Pocket (MOOP) Amount'),
    partCStars: stars(row, 'Part C Summary Star Rating'),
    partDStars: stars(row, 'Part D Summary Star Rating'),
    overallStars: stars(row, 'Overall Star Rating'),
    maRegion: row.optional('MA Region Code'),
    pdpRegion: row.optional('PDP Region Code'),
  };
};
