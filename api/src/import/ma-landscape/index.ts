/** CMS's MA and Part D landscape file into ma_landscape, one row per plan segment and county (LAYOUT.md). */
import type { DataSetDefinition, SourceLayout, TableColumn } from '../layout';
import { fileColumns, recordReader } from '../record-reader';
import { type CountyFipsOf, countyFipsResolver } from './county';
import { LANDSCAPE_LAYOUT, LANDSCAPE_LAYOUTS } from './layout';
import { parseLandscapeRow } from './parse';

const t = (name: string, optional = false): TableColumn => ({ name, type: 'text', optional });
const n = (name: string): TableColumn => ({ name, type: 'double precision', optional: true });
const flag = (name: string): TableColumn => ({ name, type: 'integer' });

let fipsOf: CountyFipsOf | null = null;

export const landscapeFile: SourceLayout = {
  dataSet: 'ma-landscape',
  kind: 'MA landscape file (CY20YY_Landscape)',
  table: 'ma_landscape',
  delimiter: ',',
  columns: fileColumns(LANDSCAPE_LAYOUT),
  contractYearColumn: 'Contract Year',
  indexes: { county: 'county_fips', plan: 'contract_id, plan_id, segment_id' },
  reader: recordReader({
    layouts: LANDSCAPE_LAYOUTS,
    format: 'csv',
    tableColumns: [
      { name: 'contract_year', type: 'integer' },
      t('category'),
      t('state'),
      t('county_name'),
      t('county_fips', true),
      t('contract_id'),
      t('plan_id'),
      t('segment_id'),
      t('organization'),
      t('parent_organization', true),
      t('plan_name'),
      t('plan_type'),
      flag('snp'),
      t('snp_type', true),
      flag('part_d'),
      flag('sanctioned'),
      n('drug_deductible'),
      n('part_d_basic_premium'),
      n('part_d_total_premium'),
      n('part_d_low_income_premium'),
      n('part_c_premium'),
      n('consolidated_premium'),
      n('moop'),
      n('part_c_stars'),
      n('part_d_stars'),
      n('overall_stars'),
      t('ma_region', true),
      t('pdp_region', true),
    ],
    toRow: (layout, fields, at) => {
      const p = parseLandscapeRow(layout, fields, at);
      fipsOf ??= countyFipsResolver();
      return [
        p.contractYear,
        p.category,
        p.state,
        p.countyName,
        fipsOf(p.state, p.countyName),
        p.contractId,
        p.planId,
        p.segmentId,
        p.organization,
        p.parentOrganization,
        p.planName,
        p.planType,
        p.snp,
        p.snpType,
        p.partD,
        p.sanctioned,
        p.drugDeductible,
        p.partDBasicPremium,
        p.partDTotalPremium,
        p.partDLowIncomePremium,
        p.partCPremium,
        p.consolidatedPremium,
        p.moop,
        p.partCStars,
        p.partDStars,
        p.overallStars,
        p.maRegion,
        p.pdpRegion,
      ];
    },
  }),
};

export const maLandscape: DataSetDefinition = {
  name: 'ma-landscape',
  source: 'CMS, Medicare Advantage and Prescription Drug Plan landscape',
  layouts: [landscapeFile],
};
