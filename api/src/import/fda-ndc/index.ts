/** The FDA NDC directory's product.txt and package.txt, swapped together (LAYOUT.md). */
import type { DataSetDefinition, SourceLayout, TableColumn } from '../layout';
import { fileColumns, recordReader } from '../record-reader';
import { NDC_PACKAGE_LAYOUT, NDC_PRODUCT_LAYOUT } from './layout';
import { parseNdcPackage, parseNdcProduct } from './parse';
import { DRUG_ID_SQL, DRUG_NAMES_SQL } from './search-keys';

const t = (name: string, optional = false): TableColumn => ({ name, type: 'text', optional });

export const ndcProduct: SourceLayout = {
  dataSet: 'fda-ndc',
  kind: 'NDC product file (product.txt)',
  table: 'ndc_products',
  delimiter: '\t',
  columns: fileColumns(NDC_PRODUCT_LAYOUT),
  indexes: {
    product_id: 'product_id',
    product_ndc: 'product_ndc',
    drug_id: `(${DRUG_ID_SQL})`,
    names: `using gin (${DRUG_NAMES_SQL})`,
  },
  reader: recordReader({
    layouts: [NDC_PRODUCT_LAYOUT],
    format: 'tab',
    tableColumns: [
      t('product_id'),
      t('product_ndc'),
      t('fda_product_ndc'),
      t('product_type'),
      t('proprietary_name', true),
      t('proprietary_name_suffix', true),
      t('nonproprietary_name', true),
      t('dosage_form'),
      t('route', true),
      t('marketing_start'),
      t('marketing_end', true),
      t('marketing_category'),
      t('labeler'),
      t('substance', true),
      t('strength', true),
      t('strength_unit', true),
      t('dea_schedule', true),
    ],
    toRow: (_layout, fields, at) => {
      const p = parseNdcProduct(fields, at);
      return [
        p.productId,
        p.productNdc,
        fields[1]?.trim() ?? '',
        p.productType,
        p.proprietaryName,
        p.proprietaryNameSuffix,
        p.nonproprietaryName,
        p.dosageForm,
        p.route,
        p.marketingStart,
        p.marketingEnd,
        p.marketingCategory,
        p.labeler,
        p.substance,
        p.strengths.map((s) => s.amount).join('; ') || null,
        p.strengths.map((s) => s.unit).join('; ') || null,
        p.deaSchedule,
      ];
    },
  }),
};

export const ndcPackage: SourceLayout = {
  dataSet: 'fda-ndc',
  kind: 'NDC package file (package.txt)',
  table: 'ndc_packages',
  delimiter: '\t',
  columns: fileColumns(NDC_PACKAGE_LAYOUT),
  indexes: { ndc11: 'ndc11', product_id: 'product_id' },
  reader: recordReader({
    layouts: [NDC_PACKAGE_LAYOUT],
    format: 'tab',
    tableColumns: [
      t('ndc11'),
      t('product_id'),
      t('product_ndc'),
      t('fda_package_code'),
      t('description'),
      t('marketing_start'),
      t('marketing_end', true),
      { name: 'sample_package', type: 'integer' },
    ],
    toRow: (_layout, fields, at) => {
      const p = parseNdcPackage(fields, at);
      return [
        p.ndc11,
        p.productId,
        p.productNdc,
        fields[2]?.trim() ?? '',
        p.description,
        p.marketingStart,
        p.marketingEnd,
        p.sample,
      ];
    },
  }),
};

export const fdaNdc: DataSetDefinition = {
  name: 'fda-ndc',
  source: 'FDA, National Drug Code Directory (product.txt, package.txt)',
  layouts: [ndcProduct, ndcPackage],
};
