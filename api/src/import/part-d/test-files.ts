/**
 * Hand-made Part D files in the record layout, for tests: one plan (H9991-001-000, formulary
 * 00029991) in Maricopa, two drugs. `files()` gives them by file name; tests change one line to make a
 * fault.
 */
export const HEADERS = {
  planInformation:
    'CONTRACT_ID|PLAN_ID|SEGMENT_ID|CONTRACT_NAME|PLAN_NAME|FORMULARY_ID|PREMIUM|DEDUCTIBLE|MA_REGION_CODE|PDP_REGION_CODE|STATE|COUNTY_CODE|SNP|PLAN_SUPPRESSED_YN',
  geographicLocator: 'COUNTY_CODE|STATENAME|COUNTY|MA_REGION_CODE|MA_REGION|PDP_REGION_CODE|PDP_REGION',
  basicDrugsFormulary:
    'FORMULARY_ID|FORMULARY_VERSION|CONTRACT_YEAR|RXCUI|NDC|TIER_LEVEL_VALUE|QUANTITY_LIMIT_YN|QUANTITY_LIMIT_AMOUNT|QUANTITY_LIMIT_DAYS|PRIOR_AUTHORIZATION_YN|STEP_THERAPY_YN|SELECTED_DRUG_YN',
  excludedDrugsFormulary:
    'CONTRACT_ID|PLAN_ID|RXCUI|TIER|QUANTITY_LIMIT_YN|QUANTITY_LIMIT_AMOUNT|QUANTITY_LIMIT_DAYS|PRIOR_AUTH_YN|STEP_THERAPY_YN|CAPPED_BENEFIT_YN',
  beneficiaryCost:
    'CONTRACT_ID|PLAN_ID|SEGMENT_ID|COVERAGE_LEVEL|TIER|DAYS_SUPPLY|COST_TYPE_PREF|COST_AMT_PREF|COST_MIN_AMT_PREF|COST_MAX_AMT_PREF|COST_TYPE_NONPREF|COST_AMT_NONPREF|COST_MIN_AMT_NONPREF|COST_MAX_AMT_NONPREF|COST_TYPE_MAIL_PREF|COST_AMT_MAIL_PREF|COST_MIN_AMT_MAIL_PREF|COST_MAX_AMT_MAIL_PREF|COST_TYPE_MAIL_NONPREF|COST_AMT_MAIL_NONPREF|COST_MIN_AMT_MAIL_NONPREF|COST_MAX_AMT_MAIL_NONPREF|TIER_SPECIALTY_YN|DED_APPLIES_YN',
  insulinBeneficiaryCost:
    'CONTRACT_ID|PLAN_ID|SEGMENT_ID|TIER|DAYS_SUPPLY|COPAY_AMT_PREF_INSLN|COPAY_AMT_NONPREF_INSLN|COPAY_AMT_MAIL_PREF_INSLN|COPAY_AMT_MAIL_NONPREF_INSLN|COIN_AMT_PREF_INSLN|COIN_AMT_NONPREF_INSLN|COIN_AMT_MAIL_PREF_INSLN|COIN_AMT_MAIL_NONPREF_INSLN',
  pharmacyNetworks:
    'CONTRACT_ID|PLAN_ID|SEGMENT_ID|PHARMACY_NUMBER|PHARMACY_ZIPCODE|PREFERRED_STATUS_RETAIL|PREFERRED_STATUS_MAIL|PHARMACY_RETAIL|PHARMACY_MAIL|IN_AREA_FLAG|FLOOR_PRICE|BRAND_DISPENSING_FEE_30|BRAND_DISPENSING_FEE_60|BRAND_DISPENSING_FEE_90|GENERIC_DISPENSING_FEE_30|GENERIC_DISPENSING_FEE_60|GENERIC_DISPENSING_FEE_90|SELECTED_DISPENSING_FEE_30|SELECTED_DISPENSING_FEE_60|SELECTED_DISPENSING_FEE_90',
  pricing: 'CONTRACT_ID|PLAN_ID|SEGMENT_ID|NDC|DAYS_SUPPLY|UNIT_COST',
} as const;

export const ROWS = {
  planInformation: [
    'H9991|001|000|Sample Health Plan A (sample)|Sample Advantage Rx (HMO) (sample)|00029991|0.00|250.00|26||AZ|04013|0|N',
  ],
  geographicLocator: ['04013|Arizona|Maricopa|26|Arizona|34|Arizona'],
  basicDrugsFormulary: [
    '00029991|3|2027|83367|50090284690|1|N|||N|N|N',
    '00029991|3|2027|261551|64380071506|3|Y|30|30|N|N|N',
  ],
  excludedDrugsFormulary: ['H9991|001|1049621|4|N|||N|N|N'],
  beneficiaryCost: [
    'H9991|001|000|0|1|1|1|5.00|||1|10.00|||1|0.00|||1|10.00|||N|N',
    'H9991|001|000|1|3|1|2|0.25|10.00|100.00|2|0.30|||1|47.00|||2|0.30|||N|Y',
  ],
  insulinBeneficiaryCost: ['H9991|001|000|3|1|35.00|35.00|35.00|35.00||||'],
  pharmacyNetworks: [
    'H9991|001|000|101234567893|85004|Y|N|Y|N|1|3.00|1.50|1.50|1.50|1.00|1.00|1.00|1.25|1.25|1.25',
  ],
  pricing: ['H9991|001|000|50090284690|30|0.0812', 'H9991|001|000|50090284690|90|0.0790'],
};

export type PartDFile = keyof typeof HEADERS;

/** A file's text: header, rows, each line ended by \n (CMS's files end with a line end). */
export const fileText = (kind: PartDFile, rows: readonly string[] = ROWS[kind]) =>
  `${[HEADERS[kind], ...rows].join('\n')}\n`;

/** The eight files, named as CMS names them. */
export const files = (): Record<string, string> => ({
  'plan information PPUF_2027Q1.txt': fileText('planInformation'),
  'geographic locator file PPUF_2027Q1.txt': fileText('geographicLocator'),
  'basic drugs formulary file PPUF_2027Q1.txt': fileText('basicDrugsFormulary'),
  'excluded drugs formulary file PPUF_2027Q1.txt': fileText('excludedDrugsFormulary'),
  'beneficiary cost file PPUF_2027Q1.txt': fileText('beneficiaryCost'),
  'insulin beneficiary cost file PPUF_2027Q1.txt': fileText('insulinBeneficiaryCost'),
  'pharmacy networks file PPUF_2027Q1.txt': fileText('pharmacyNetworks'),
  'pricing file PPUF_2027Q1.txt': fileText('pricing'),
});
