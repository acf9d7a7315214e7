/**
 * Row parser of the NPPES file: doctors (entity type 1, individuals) and pharmacies (entity type 2 with a
 * pharmacy taxonomy); every other row, and every deactivated NPI, is left out (null).
 */
import { type FileLayout, type RowPosition, RowReader } from '../source-row';
import { npiFor } from '../write-lines';
import { TAXONOMY_SLOTS } from './layout';
import { isPharmacyTaxonomy, specialtyOf } from './taxonomy';

export interface NppesAddress {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  /** The 5-digit ZIP (the file gives 5 or 9 digits). */
  zip: string;
  /** 10 digits, or null when the file has none. */
  phone: string | null;
}

export interface NppesDoctor {
  kind: 'doctor';
  npi: string;
  lastName: string;
  firstName: string;
  middleName: string | null;
  credential: string | null;
  gender: 'M' | 'F' | null;
  practice: NppesAddress;
  taxonomy: string;
  specialty: string;
  primaryCare: boolean;
}

export interface NppesPharmacy {
  kind: 'pharmacy';
  npi: string;
  name: string;
  practice: NppesAddress;
  taxonomy: string;
}

/** The NPI check digit: Luhn over the 9 digits prefixed with 80840 (the card issuer prefix of NPIs). */
export const isValidNpi = (npi: string): boolean =>
  /^\d{10}$/.test(npi) && npiFor(Number(npi.slice(0, 9))) === npi;

const TAXONOMY_CODE = /^[0-9]{3}[0-9A-Z]{6}X$/;
const PRACTICE = 'Provider Business Practice Location Address';

const taxonomies = (row: RowReader): { code: string; primary: boolean }[] => {
  const found: { code: string; primary: boolean }[] = [];
  for (let i = 1; i <= TAXONOMY_SLOTS; i += 1) {
    const code = row.matching(
      `Healthcare Provider Taxonomy Code_${i}`,
      TAXONOMY_CODE,
      'a NUCC taxonomy code',
      false,
    );
    const switchValue = row.oneOf(`Healthcare Provider Primary Taxonomy Switch_${i}`, ['Y', 'N', 'X'], false);
    if (code) found.push({ code, primary: switchValue === 'Y' });
  }
  return found;
};

const practiceAddress = (row: RowReader): NppesAddress => {
  const zip = row.matching(
    `${PRACTICE} Postal Code`,
    /^\d{5}(\d{4})?$/,
    'a 5- or 9-digit ZIP code',
  ) as string;
  return {
    line1: row.required(`Provider First Line Business Practice Location Address`),
    line2: row.optional(`Provider Second Line Business Practice Location Address`),
    city: row.required(`${PRACTICE} City Name`),
    state: row.matching(`${PRACTICE} State Name`, /^[A-Z]{2}$/, 'a two-letter state') as string,
    zip: zip.slice(0, 5),
    phone: row.matching(`${PRACTICE} Telephone Number`, /^\d{10}$/, 'a 10-digit phone number', false),
  };
};

export const parseNppesRow = (
  layout: FileLayout,
  fields: readonly string[],
  at: RowPosition,
): NppesDoctor | NppesPharmacy | null => {
  const row = new RowReader(layout, at, fields);
  const npi = row.required('NPI');
  if (!isValidNpi(npi)) row.fail('NPI', `"${npi}" is not an NPI (10 digits with a valid check digit)`);
  const entity = row.oneOf('Entity Type Code', ['1', '2'], false);
  const deactivated = row.usDate('NPI Deactivation Date', false);
  const reactivated = row.usDate('NPI Reactivation Date', false);
  if (!entity || (deactivated && (!reactivated || reactivated < deactivated))) return null;
  // Outside the 50 states and DC (a foreign practice address) there is no ZIP to search from.
  const country = row.text(`${PRACTICE} Country Code (If outside U.S.)`);
  if (country && country !== 'US') return null;
  const codes = taxonomies(row);
  const primary = codes.find((t) => t.primary) ?? codes[0];
  if (entity === '1') {
    if (!primary) return null;
    const specialty = specialtyOf(primary.code);
    const sex = row.oneOf(layout.columns[41] as string, ['M', 'F', 'U', 'X'] as const, false);
    return {
      kind: 'doctor',
      npi,
      lastName: row.required('Provider Last Name (Legal Name)'),
      firstName: row.required('Provider First Name'),
      middleName: row.optional('Provider Middle Name'),
      credential: row.optional('Provider Credential Text'),
      gender: sex === 'M' || sex === 'F' ? sex : null,
      practice: practiceAddress(row),
      taxonomy: primary.code,
      specialty: specialty.name,
      primaryCare: specialty.primaryCare,
    };
  }
  const pharmacy =
    primary && isPharmacyTaxonomy(primary.code) ? primary : codes.find((t) => isPharmacyTaxonomy(t.code));
  if (!pharmacy) return null;
  return {
    kind: 'pharmacy',
    npi,
    // The name on the door: the "doing business as" name (other name type 3) when the file has one.
    name:
      (row.text('Provider Other Organization Name Type Code') === '3'
        ? row.optional('Provider Other Organization Name')
        : null) ?? row.required('Provider Organization Name (Legal Business Name)'),
    practice: practiceAddress(row),
    taxonomy: pharmacy.code,
  };
};
