import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type CsvRecord, csvRecords } from '../csv-records';
import { checkHeader, recogniseHeader } from '../source-row';
import { rowErrorOf } from '../source-row.test-util';
import { countyFipsResolver } from './county';
import { LANDSCAPE_LAYOUT, LANDSCAPE_README_LAYOUT } from './layout';
import { parseLandscapeRow } from './parse';

const csvLine = (values: readonly string[]) =>
  values.map((v) => (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',');

const ROW: Record<string, string> = {
  'Contract Year': '2026',
  'Contract Category Type': 'MA-PD',
  'US Territory': 'No',
  'State Territory Abbreviation': 'AZ',
  'State Territory Name': 'Arizona',
  'County Name': 'Maricopa',
  'Contract ID': 'H0001',
  'Plan ID': '001',
  'Segment ID': '0',
  ContractPlanID: 'H0001_001',
  ContractPlanSegmentID: 'H0001_001_0',
  'Sanctioned Plan': 'No',
  'Parent Organization Name': 'Sample Health Holdings, Inc.',
  'Contract Name': 'SAMPLE HEALTH PLAN OF ARIZONA, INC.',
  'Organization Marketing Name': 'Sample Health',
  'Organization Type': 'Local CCP',
  'Plan Name': 'Sample Health Value (HMO)',
  'Plan Type': 'HMO',
  'Special Needs Plan (SNP) Indicator': 'No',
  'SNP Type': 'Not Applicable',
  'Part D Coverage Indicator': 'Yes',
  'National PDP': 'No',
  'Drug Benefit Category': 'Enhanced',
  'Drug Benefit Type': 'Enhanced Alternative',
  'Voluntary De Minimis Program Participant': 'No',
  'Part D Basic Premium At or Below Regional Benchmark': 'No',
  'Low Income Subsidy (LIS) Auto Enrollment': 'No',
  'Offers Drug Tier with No Part D Deductible': 'Yes',
  'Annual Part D Deductible Amount': '$250.00',
  'Part D Basic Premium': '$0.00',
  'Part D Supplemental Premium': '$12.40',
  'Part D Total Premium': '$12.40',
  'Low Income Premium Subsidy (LIPS) Amount': '$41.08',
  'Part D LIPS (CMS Pays)': '$0.00',
  'Part D Low Income Beneficiary Premium Amount': '$12.40',
  'Part D Out-of-Pocket (OOP) Threshold': '$2,100.00',
  'Part C Premium': '$0.00',
  'Monthly Consolidated Premium (Part C + D)': '$12.40',
  'In-Network Maximum Out-of-Pocket (MOOP) Amount': '$4,900.00',
  'Part C Summary Star Rating': '4.5',
  'Part D Summary Star Rating': '4',
  'Overall Star Rating': 'Plan too new to be measured',
  'MA Region Code': '26',
  'MA Region': 'Arizona',
  'PDP Region Code': '28',
  'PDP Region': 'Arizona',
};

const fieldsOf = (values: Record<string, string>, layout = LANDSCAPE_LAYOUT) =>
  layout.columns.map((c) => values[c] ?? '');

const records = async (text: string): Promise<CsvRecord[]> => {
  const out: CsvRecord[] = [];
  for await (const r of csvRecords(Readable.from([text]), 'CY2026_Landscape_202609.csv')) out.push(r);
  return out;
};

const parse = async (values: Record<string, string>) => {
  const text = `\uFEFF${csvLine(LANDSCAPE_LAYOUT.columns)}\r\n${csvLine(fieldsOf(values))}\r\n`;
  const [header, row] = await records(text);
  expect(recogniseHeader(LANDSCAPE_LAYOUT, header?.fields ?? [])).toBe(true);
  return parseLandscapeRow(LANDSCAPE_LAYOUT, row?.fields ?? [], {
    file: 'CY2026_Landscape_202609.csv',
    line: 2,
  });
};

describe('MA landscape', () => {
  it('has the 52 columns of the CY2026 readme, in its order', () => {
    expect(LANDSCAPE_LAYOUT.columns).toHaveLength(52);
    expect(recogniseHeader(LANDSCAPE_README_LAYOUT, LANDSCAPE_README_LAYOUT.columns)).toBe(true);
    expect(recogniseHeader(LANDSCAPE_LAYOUT, LANDSCAPE_README_LAYOUT.columns)).toBe(false);
  });

  it('reads a plan segment in a county: premiums, deductible, MOOP, stars', async () => {
    expect(await parse(ROW)).toEqual({
      contractYear: 2026,
      category: 'MA-PD',
      state: 'AZ',
      countyName: 'Maricopa',
      contractId: 'H0001',
      planId: '001',
      segmentId: '000',
      organization: 'Sample Health',
      parentOrganization: 'Sample Health Holdings, Inc.',
      planName: 'Sample Health Value (HMO)',
      planType: 'HMO',
      snp: false,
      snpType: null,
      partD: true,
      sanctioned: false,
      drugDeductible: 250,
      partDBasicPremium: 0,
      partDTotalPremium: 12.4,
      partDLowIncomePremium: 12.4,
      partCPremium: 0,
      consolidatedPremium: 12.4,
      moop: 4900,
      partCStars: 4.5,
      partDStars: 4,
      overallStars: null,
      maRegion: '26',
      pdpRegion: '28',
    });
  });

  it('reads none for Not Applicable and negative premiums', async () => {
    const plan = await parse({
      ...ROW,
      'Monthly Consolidated Premium (Part C + D)': 'Not Applicable',
      'Part D Basic Premium': '-$1.20',
      'In-Network Maximum Out-of-Pocket (MOOP) Amount': '',
    });
    expect(plan).toMatchObject({ consolidatedPremium: null, partDBasicPremium: -1.2, moop: null });
  });

  it('names file, line and column of a bad amount, star rating, plan id or flag', async () => {
    expect((await rowErrorOf(() => parse({ ...ROW, 'Part C Premium': '12 dollars' }))).message).toBe(
      'CY2026_Landscape_202609.csv:2:43 (Part C Premium): "12 dollars" is not a dollar amount',
    );
    expect((await rowErrorOf(() => parse({ ...ROW, 'Overall Star Rating': '4.3' }))).message).toBe(
      'CY2026_Landscape_202609.csv:2:48 (Overall Star Rating): "4.3" is not a star rating (1 to 5 in halves)',
    );
    expect((await rowErrorOf(() => parse({ ...ROW, 'Plan ID': '1' }))).message).toBe(
      'CY2026_Landscape_202609.csv:2:8 (Plan ID): "1" is not a 3-digit plan id',
    );
    expect((await rowErrorOf(() => parse({ ...ROW, 'Part D Coverage Indicator': 'Y' }))).message).toBe(
      'CY2026_Landscape_202609.csv:2:27 (Part D Coverage Indicator): "Y" is not one of Yes, No',
    );
  });

  it('names the first missing column of a truncated line, and a wrong delimiter', async () => {
    const e = await rowErrorOf(async () =>
      parseLandscapeRow(LANDSCAPE_LAYOUT, fieldsOf(ROW).slice(0, 30), { file: 'landscape.csv', line: 5 }),
    );
    expect(e.message).toBe(
      'landscape.csv:5:31 (Voluntary De Minimis Program Participant): the line ends after 30 of 52 columns (truncated line?)',
    );
    const [tabbed] = await records(`${LANDSCAPE_LAYOUT.columns.join('\t')}\n`);
    expect(
      (await rowErrorOf(async () => checkHeader(LANDSCAPE_LAYOUT, tabbed?.fields ?? [], 'landscape.csv')))
        .message,
    ).toBe(
      'landscape.csv:1:1 (Contract Year): the header is tab-delimited; CMS MA landscape is comma-delimited',
    );
  });

  it('finds the FIPS code of each test county by name', () => {
    const fipsOf = countyFipsResolver();
    expect(fipsOf('AZ', 'Maricopa')).toBe('04013');
    expect(fipsOf('AZ', 'Pinal County')).toBe('04021');
    expect(fipsOf('FL', 'Miami-Dade')).toBe('12086');
    expect(fipsOf('FL', 'MIAMI DADE')).toBe('12086');
    expect(fipsOf('FL', 'Escambia')).toBe('12033');
    expect(fipsOf('AZ', 'Escambia')).toBeNull();
  }, 30_000);
});
