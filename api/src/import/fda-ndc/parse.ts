/** Row parsers of product.txt and package.txt: the fields the drug search and dosage pickers need. */
import { type RowPosition, RowReader } from '../source-row';
import { DEA_SCHEDULES, NDC_EXCLUDE_FLAGS, NDC_PACKAGE_LAYOUT, NDC_PRODUCT_LAYOUT } from './layout';
import { ndc11, productNdc9 } from './ndc';

export interface NdcProduct {
  productId: string;
  /** 9 digits: labeler (5) + product (4), the start of each package's NDC-11. */
  productNdc: string;
  productType: string;
  proprietaryName: string | null;
  proprietaryNameSuffix: string | null;
  nonproprietaryName: string | null;
  dosageForm: string;
  route: string | null;
  marketingStart: string;
  marketingEnd: string | null;
  marketingCategory: string;
  labeler: string;
  substance: string | null;
  /** One per active ingredient, in SUBSTANCENAME order ("10; 20" → two). */
  strengths: { amount: string; unit: string }[];
  deaSchedule: string | null;
}

export interface NdcPackage {
  productId: string;
  productNdc: string;
  /** 11 digits, the 5-4-2 form CMS's formulary and pricing files use. */
  ndc11: string;
  description: string;
  marketingStart: string;
  marketingEnd: string | null;
  sample: boolean;
}

const list = (value: string | null): string[] => (value ? value.split(';').map((v) => v.trim()) : []);

/** PRODUCTNDC as written, and as its 9 digits. */
const productNdcOf = (row: RowReader): [raw: string, ndc9: string] => {
  const raw = row.required('PRODUCTNDC');
  return [raw, productNdc9(raw) ?? row.fail('PRODUCTNDC', `"${raw}" is not a 4-4, 5-3 or 5-4 product NDC`)];
};

export const parseNdcProduct = (fields: readonly string[], at: RowPosition): NdcProduct => {
  const row = new RowReader(NDC_PRODUCT_LAYOUT, at, fields);
  const [rawNdc, productNdc] = productNdcOf(row);
  const productId = row.required('PRODUCTID');
  if (!productId.startsWith(`${rawNdc}_`))
    row.fail('PRODUCTID', `"${productId}" does not start with ${rawNdc}_`);
  const amounts = list(row.optional('ACTIVE_NUMERATOR_STRENGTH'));
  const units = list(row.optional('ACTIVE_INGRED_UNIT'));
  if (amounts.length !== units.length) {
    row.fail('ACTIVE_INGRED_UNIT', `${units.length} units for ${amounts.length} strengths`);
  }
  for (const amount of amounts) {
    if (!/^\d*\.?\d+$/.test(amount)) row.fail('ACTIVE_NUMERATOR_STRENGTH', `"${amount}" is not a number`);
  }
  row.oneOf('NDC_EXCLUDE_FLAG', NDC_EXCLUDE_FLAGS);
  row.date('LISTING_RECORD_CERTIFIED_THROUGH', false);
  return {
    productId,
    productNdc,
    productType: row.required('PRODUCTTYPENAME'),
    proprietaryName: row.optional('PROPRIETARYNAME'),
    proprietaryNameSuffix: row.optional('PROPRIETARYNAMESUFFIX'),
    nonproprietaryName: row.optional('NONPROPRIETARYNAME'),
    dosageForm: row.required('DOSAGEFORMNAME'),
    route: row.optional('ROUTENAME'),
    marketingStart: row.date('STARTMARKETINGDATE') as string,
    marketingEnd: row.date('ENDMARKETINGDATE', false),
    marketingCategory: row.required('MARKETINGCATEGORYNAME'),
    labeler: row.required('LABELERNAME'),
    substance: row.optional('SUBSTANCENAME'),
    strengths: amounts.map((amount, i) => ({ amount, unit: units[i] as string })),
    deaSchedule: row.oneOf('DEASCHEDULE', DEA_SCHEDULES, false),
  };
};

export const parseNdcPackage = (fields: readonly string[], at: RowPosition): NdcPackage => {
  const row = new RowReader(NDC_PACKAGE_LAYOUT, at, fields);
  const [rawProduct, productNdc] = productNdcOf(row);
  const rawPackage = row.required('NDCPACKAGECODE');
  // Dashes are required: an undashed 10-digit code cannot be placed (ndc.ts).
  const ndc = rawPackage.includes('-') ? ndc11(rawPackage) : null;
  if (ndc === null) {
    return row.fail('NDCPACKAGECODE', `"${rawPackage}" is not a 4-4-2, 5-3-2, 5-4-1 or 5-4-2 package NDC`);
  }
  if (!rawPackage.startsWith(`${rawProduct}-`)) {
    row.fail('NDCPACKAGECODE', `"${rawPackage}" is not a package of product ${rawProduct}`);
  }
  row.oneOf('NDC_EXCLUDE_FLAG', NDC_EXCLUDE_FLAGS);
  return {
    productId: row.required('PRODUCTID'),
    productNdc,
    ndc11: ndc,
    description: row.required('PACKAGEDESCRIPTION'),
    marketingStart: row.date('STARTMARKETINGDATE') as string,
    marketingEnd: row.date('ENDMARKETINGDATE', false),
    sample: row.oneOf('SAMPLE_PACKAGE', ['Y', 'N'] as const) === 'Y',
  };
};
