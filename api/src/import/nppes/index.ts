/** The NPPES monthly full file: doctors and pharmacies into npi_providers (LAYOUT.md). */
import type { DataSetDefinition, SourceLayout, TableColumn } from '../layout';
import { fileColumns, recordReader } from '../record-reader';
import { SourceRowError } from '../source-row';
import { NPPES_LAYOUT, NPPES_LAYOUTS, nppesFileKind } from './layout';
import { parseNppesRow } from './parse';

const t = (name: string, optional = false): TableColumn => ({ name, type: 'text', optional });

export const nppesFile: SourceLayout = {
  dataSet: 'nppes',
  kind: 'NPPES data dissemination file (npidata_pfile)',
  table: 'npi_providers',
  delimiter: ',',
  columns: fileColumns(NPPES_LAYOUT),
  indexes: {
    npi: 'npi',
    // The doctor and pharmacy searches read the rows of the ZIPs near the searched one.
    zip: 'zip, kind',
    last_name: 'lower(last_name) text_pattern_ops',
    // Mail-order pharmacies are searched nationwide by taxonomy.
    taxonomy: 'taxonomy, kind',
  },
  reader: recordReader({
    layouts: NPPES_LAYOUTS,
    format: 'csv',
    tableColumns: [
      t('npi'),
      t('kind'),
      t('last_name', true),
      t('first_name', true),
      t('middle_name', true),
      t('credential', true),
      t('organization_name', true),
      t('gender', true),
      t('address_line1'),
      t('address_line2', true),
      t('city'),
      t('state'),
      t('zip'),
      t('phone', true),
      t('taxonomy'),
      t('specialty', true),
      { name: 'primary_care', type: 'integer', optional: true },
    ],
    checkFile: (file) => {
      // The import swaps a data set whole: a week's changes alone would replace the whole registry.
      if (nppesFileKind(file) === 'weekly') {
        throw new SourceRowError(
          file,
          1,
          1,
          'NPI',
          'a weekly update holds only the week’s changes; import the monthly full file (npidata_pfile_20050523-…)',
        );
      }
    },
    toRow: (layout, fields, at) => {
      const r = parseNppesRow(layout, fields, at);
      if (!r) return null;
      const a = r.practice;
      const address = [a.line1, a.line2, a.city, a.state, a.zip, a.phone, r.taxonomy] as const;
      return r.kind === 'doctor'
        ? [
            r.npi,
            r.kind,
            r.lastName,
            r.firstName,
            r.middleName,
            r.credential,
            null,
            r.gender,
            ...address,
            r.specialty,
            r.primaryCare,
          ]
        : [r.npi, r.kind, null, null, null, null, r.name, null, ...address, null, null];
    },
  }),
};

export const nppes: DataSetDefinition = {
  name: 'nppes',
  source: 'CMS, NPPES NPI Registry, Full Replacement Monthly NPI File',
  layouts: [nppesFile],
};
