/** Basic Drugs Formulary file: each formulary's drugs (by RxCUI and NDC) with tier and restrictions. */
import { decimal, integer, type SourceLayout, yesNo } from '../layout';
import { formularyId, ndc, PART_D, rxcui, tier } from './columns';

export const basicDrugsFormulary: SourceLayout = {
  dataSet: PART_D,
  kind: 'basic drugs formulary file',
  table: 'part_d_basic_drugs_formulary',
  delimiter: '|',
  columns: [
    formularyId(),
    integer('FORMULARY_VERSION', { min: 0 }),
    integer('CONTRACT_YEAR', { min: 2006, max: 2100 }),
    rxcui(),
    ndc(),
    tier('TIER_LEVEL_VALUE'),
    yesNo('QUANTITY_LIMIT_YN'),
    decimal('QUANTITY_LIMIT_AMOUNT', { optional: true, min: 0 }),
    integer('QUANTITY_LIMIT_DAYS', { optional: true, min: 0 }),
    yesNo('PRIOR_AUTHORIZATION_YN'),
    yesNo('STEP_THERAPY_YN'),
    yesNo('SELECTED_DRUG_YN'),
  ],
  contractYearColumn: 'CONTRACT_YEAR',
  indexes: {
    ndc: 'formulary_id, ndc',
    rxcui: 'formulary_id, rxcui',
    // The drug catalogue asks whether any formulary lists a package.
    ndc_any: 'ndc',
  },
};
