/** Pharmacy Networks file: each plan's network pharmacies (by NPI), their kind, preferred status and fees. */
import { code, type SourceLayout, text, yesNo } from '../layout';
import { contractId, money, PART_D, planId, segmentId } from './columns';

const fees = (prefix: string) =>
  [30, 60, 90].map((days) => money(`${prefix}_DISPENSING_FEE_${days}`, { optional: true }));

export const pharmacyNetworks: SourceLayout = {
  dataSet: PART_D,
  kind: 'pharmacy networks file',
  table: 'part_d_pharmacy_networks',
  delimiter: '|',
  columns: [
    contractId(),
    planId(),
    segmentId(),
    // Char(12): the pharmacy's NPI with two leading digits.
    text('PHARMACY_NUMBER', { pattern: /^\d{10,12}$/, what: 'a pharmacy number (the NPI, up to 12 digits)' }),
    text('PHARMACY_ZIPCODE', { pattern: /^\d{5}$/, what: 'a ZIP code (5 digits)' }),
    yesNo('PREFERRED_STATUS_RETAIL', { optional: true }),
    yesNo('PREFERRED_STATUS_MAIL', { optional: true }),
    yesNo('PHARMACY_RETAIL'),
    yesNo('PHARMACY_MAIL'),
    code('IN_AREA_FLAG', [0, 1], 'an in-area flag', "1 in the plan's service area, 0 not"),
    money('FLOOR_PRICE', { optional: true }),
    ...fees('BRAND'),
    ...fees('GENERIC'),
    ...fees('SELECTED'),
  ],
  indexes: {
    plan: 'contract_id, plan_id, segment_id, pharmacy_number',
    pharmacy: 'pharmacy_number',
    // The pharmacy search looks a page of pharmacies up by NPI: PHARMACY_NUMBER's last 10 digits.
    pharmacy_npi: 'right(pharmacy_number, 10)',
  },
};
