import { describe, expect, it } from 'vitest';
import { checkHeader, recogniseHeader, SourceRowError } from '../source-row';
import { NDC_PACKAGE_LAYOUT, NDC_PRODUCT_LAYOUT } from './layout';
import { parseNdcPackage, parseNdcProduct } from './parse';

/** Hand-made lines in the published layout (tab-delimited, header first). */
const PRODUCT_HEADER = NDC_PRODUCT_LAYOUT.columns.join('\t');
const PRODUCT_LINE = [
  '0002-1433_4a2f7a47-4fb6-4c5a-a7b3-2e5b7c3f0e1a',
  '0002-1433',
  'HUMAN PRESCRIPTION DRUG',
  'Sampleon',
  'XR',
  'metformin hydrochloride',
  'TABLET, FILM COATED, EXTENDED RELEASE',
  'ORAL',
  '20100301',
  '',
  'NDA',
  'NDA021202',
  'Sample Labs Inc.',
  'METFORMIN HYDROCHLORIDE',
  '500',
  'mg/1',
  'Biguanide [EPC]',
  '',
  'N',
  '20271231',
].join('\t');
const PACKAGE_LINE = [
  '0002-1433_4a2f7a47-4fb6-4c5a-a7b3-2e5b7c3f0e1a',
  '0002-1433',
  '0002-1433-80',
  '90 TABLET, FILM COATED, EXTENDED RELEASE in 1 BOTTLE (0002-1433-80)',
  '20100301',
  '',
  'N',
  'N',
].join('\t');

const at = (line: number) => ({ file: 'product.txt', line });
const cells = (line: string) => line.split('\t');
const withField = (line: string, column: string, value: string, columns: readonly string[]) => {
  const f = cells(line);
  f[columns.indexOf(column)] = value;
  return f;
};
const errorOf = (fn: () => unknown): SourceRowError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof SourceRowError) return e;
    throw e;
  }
  throw new Error('no error');
};

describe('product.txt', () => {
  it('recognises its header and no other', () => {
    expect(recogniseHeader(NDC_PRODUCT_LAYOUT, cells(PRODUCT_HEADER))).toBe(true);
    expect(recogniseHeader(NDC_PRODUCT_LAYOUT, NDC_PACKAGE_LAYOUT.columns)).toBe(false);
    expect(recogniseHeader(NDC_PACKAGE_LAYOUT, cells(PRODUCT_HEADER))).toBe(false);
  });

  it('reads a product: 9-digit product NDC, names, form, strengths', () => {
    expect(parseNdcProduct(cells(PRODUCT_LINE), at(2))).toEqual({
      productId: '0002-1433_4a2f7a47-4fb6-4c5a-a7b3-2e5b7c3f0e1a',
      productNdc: '000021433',
      productType: 'HUMAN PRESCRIPTION DRUG',
      proprietaryName: 'Sampleon',
      proprietaryNameSuffix: 'XR',
      nonproprietaryName: 'metformin hydrochloride',
      dosageForm: 'TABLET, FILM COATED, EXTENDED RELEASE',
      route: 'ORAL',
      marketingStart: '2010-03-01',
      marketingEnd: null,
      marketingCategory: 'NDA',
      labeler: 'Sample Labs Inc.',
      substance: 'METFORMIN HYDROCHLORIDE',
      strengths: [{ amount: '500', unit: 'mg/1' }],
      deaSchedule: null,
    });
  });

  it('reads one strength per ingredient of a combination', () => {
    const f = withField(PRODUCT_LINE, 'ACTIVE_NUMERATOR_STRENGTH', '5; 12.5', NDC_PRODUCT_LAYOUT.columns);
    f[NDC_PRODUCT_LAYOUT.columns.indexOf('ACTIVE_INGRED_UNIT')] = 'mg/1; mg/1';
    expect(parseNdcProduct(f, at(2)).strengths).toEqual([
      { amount: '5', unit: 'mg/1' },
      { amount: '12.5', unit: 'mg/1' },
    ]);
  });

  it('names file, line and column of a bad product NDC', () => {
    const e = errorOf(() =>
      parseNdcProduct(withField(PRODUCT_LINE, 'PRODUCTNDC', '02-1433', NDC_PRODUCT_LAYOUT.columns), at(7)),
    );
    expect(e.message).toBe('product.txt:7:2 (PRODUCTNDC): "02-1433" is not a 4-4, 5-3 or 5-4 product NDC');
  });

  it('refuses a DEA schedule outside the directory codes, a bad date and uneven strengths', () => {
    const cols = NDC_PRODUCT_LAYOUT.columns;
    expect(
      errorOf(() => parseNdcProduct(withField(PRODUCT_LINE, 'DEASCHEDULE', 'C2', cols), at(3))).message,
    ).toBe('product.txt:3:18 (DEASCHEDULE): "C2" is not one of CI, CII, CIII, CIV, CV');
    expect(
      errorOf(() => parseNdcProduct(withField(PRODUCT_LINE, 'STARTMARKETINGDATE', '20100231', cols), at(4)))
        .message,
    ).toBe('product.txt:4:9 (STARTMARKETINGDATE): 2010-02-31 is not a calendar date');
    expect(
      errorOf(() => parseNdcProduct(withField(PRODUCT_LINE, 'ACTIVE_INGRED_UNIT', 'mg/1; mg/1', cols), at(5)))
        .message,
    ).toBe('product.txt:5:16 (ACTIVE_INGRED_UNIT): 2 units for 1 strengths');
  });

  it('names the first missing column of a truncated line', () => {
    const e = errorOf(() => parseNdcProduct(cells(PRODUCT_LINE).slice(0, 12), at(9)));
    expect(e.message).toBe(
      'product.txt:9:13 (LABELERNAME): the line ends after 12 of 20 columns (truncated line?)',
    );
  });

  it('names a wrong delimiter and a missing column in the header', () => {
    expect(
      errorOf(() => checkHeader(NDC_PRODUCT_LAYOUT, [NDC_PRODUCT_LAYOUT.columns.join(',')], 'product.txt'))
        .message,
    ).toBe(
      'product.txt:1:1 (PRODUCTID): the header is comma-delimited; FDA NDC product.txt is tab-delimited',
    );
    const withoutRoute = NDC_PRODUCT_LAYOUT.columns.filter((c) => c !== 'ROUTENAME');
    expect(errorOf(() => checkHeader(NDC_PRODUCT_LAYOUT, withoutRoute, 'product.txt')).message).toBe(
      'product.txt:1:8 (ROUTENAME): the header has "STARTMARKETINGDATE" here',
    );
    expect(() => checkHeader(NDC_PRODUCT_LAYOUT, cells(PRODUCT_HEADER), 'product.txt')).not.toThrow();
  });
});

describe('package.txt', () => {
  const cols = NDC_PACKAGE_LAYOUT.columns;
  const pkg = (line: readonly string[]) => parseNdcPackage(line, { file: 'package.txt', line: 2 });

  it('normalises the package code to the 11-digit 5-4-2 form, from each FDA form', () => {
    expect(pkg(cells(PACKAGE_LINE))).toEqual({
      productId: '0002-1433_4a2f7a47-4fb6-4c5a-a7b3-2e5b7c3f0e1a',
      productNdc: '000021433',
      ndc11: '00002143380',
      description: '90 TABLET, FILM COATED, EXTENDED RELEASE in 1 BOTTLE (0002-1433-80)',
      marketingStart: '2010-03-01',
      marketingEnd: null,
      sample: false,
    });
    const f532 = withField(PACKAGE_LINE, 'PRODUCTNDC', '50090-347', cols);
    f532[cols.indexOf('NDCPACKAGECODE')] = '50090-347-01';
    expect(pkg(f532)).toMatchObject({ productNdc: '500900347', ndc11: '50090034701' });
    const f541 = withField(PACKAGE_LINE, 'PRODUCTNDC', '68180-0513', cols);
    f541[cols.indexOf('NDCPACKAGECODE')] = '68180-0513-1';
    expect(pkg(f541)).toMatchObject({ productNdc: '681800513', ndc11: '68180051301' });
  });

  it('keeps a dashed 11-digit (5-4-2) code, refuses an undashed one and a package of another product', () => {
    const f542 = withField(PACKAGE_LINE, 'PRODUCTNDC', '84949-0000', cols);
    f542[cols.indexOf('NDCPACKAGECODE')] = '84949-0000-90';
    expect(pkg(f542)).toMatchObject({ productNdc: '849490000', ndc11: '84949000090' });
    expect(errorOf(() => pkg(withField(PACKAGE_LINE, 'NDCPACKAGECODE', '0002143380', cols))).message).toBe(
      'package.txt:2:3 (NDCPACKAGECODE): "0002143380" is not a 4-4-2, 5-3-2, 5-4-1 or 5-4-2 package NDC',
    );
    expect(errorOf(() => pkg(withField(PACKAGE_LINE, 'NDCPACKAGECODE', '0002-1434-80', cols))).message).toBe(
      'package.txt:2:3 (NDCPACKAGECODE): "0002-1434-80" is not a package of product 0002-1433',
    );
  });

  it('refuses a sample flag other than Y or N and an extra column', () => {
    expect(errorOf(() => pkg(withField(PACKAGE_LINE, 'SAMPLE_PACKAGE', 'yes', cols))).message).toBe(
      'package.txt:2:8 (SAMPLE_PACKAGE): "yes" is not one of Y, N',
    );
    expect(errorOf(() => pkg([...cells(PACKAGE_LINE), 'x'])).message).toBe(
      'package.txt:2:9 (after the last column): the line has 9 columns; FDA NDC package.txt has 8',
    );
  });
});
