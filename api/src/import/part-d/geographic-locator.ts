/** Geographic Locator file: each county with its MA and PDP regions. */
import { type SourceLayout, text } from '../layout';
import { PART_D } from './columns';

export const geographicLocator: SourceLayout = {
  dataSet: PART_D,
  kind: 'geographic locator file',
  table: 'part_d_geographic_locator',
  delimiter: '|',
  columns: [
    text('COUNTY_CODE', { pattern: /^\d{5}$/, what: 'a county code (5 digits)' }),
    text('STATENAME', { maxLength: 100 }),
    text('COUNTY', { maxLength: 100 }),
    text('MA_REGION_CODE', { optional: true, pattern: /^\d{1,2}$/, what: 'an MA region code (2 digits)' }),
    text('MA_REGION', { optional: true, maxLength: 200 }),
    text('PDP_REGION_CODE', { optional: true, pattern: /^\d{1,2}$/, what: 'a PDP region code (2 digits)' }),
    text('PDP_REGION', { optional: true, maxLength: 200 }),
  ],
  indexes: { county: 'county_code' },
};
