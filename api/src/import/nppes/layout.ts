/**
 * The NPPES "Data Dissemination" file (npidata_pfile_*.csv, the monthly full replacement and the weekly
 * update alike): comma-delimited, every value double-quoted, 330 columns (LAYOUT.md).
 */
import type { FileLayout } from '../source-row';

const repeat = (count: number, names: (i: number) => string[]): string[] =>
  Array.from({ length: count }, (_, i) => names(i + 1)).flat();

const columns = (sexColumn: string): string[] => [
  'NPI',
  'Entity Type Code',
  'Replacement NPI',
  'Employer Identification Number (EIN)',
  'Provider Organization Name (Legal Business Name)',
  'Provider Last Name (Legal Name)',
  'Provider First Name',
  'Provider Middle Name',
  'Provider Name Prefix Text',
  'Provider Name Suffix Text',
  'Provider Credential Text',
  'Provider Other Organization Name',
  'Provider Other Organization Name Type Code',
  'Provider Other Last Name',
  'Provider Other First Name',
  'Provider Other Middle Name',
  'Provider Other Name Prefix Text',
  'Provider Other Name Suffix Text',
  'Provider Other Credential Text',
  'Provider Other Last Name Type Code',
  'Provider First Line Business Mailing Address',
  'Provider Second Line Business Mailing Address',
  'Provider Business Mailing Address City Name',
  'Provider Business Mailing Address State Name',
  'Provider Business Mailing Address Postal Code',
  'Provider Business Mailing Address Country Code (If outside U.S.)',
  'Provider Business Mailing Address Telephone Number',
  'Provider Business Mailing Address Fax Number',
  'Provider First Line Business Practice Location Address',
  'Provider Second Line Business Practice Location Address',
  'Provider Business Practice Location Address City Name',
  'Provider Business Practice Location Address State Name',
  'Provider Business Practice Location Address Postal Code',
  'Provider Business Practice Location Address Country Code (If outside U.S.)',
  'Provider Business Practice Location Address Telephone Number',
  'Provider Business Practice Location Address Fax Number',
  'Provider Enumeration Date',
  'Last Update Date',
  'NPI Deactivation Reason Code',
  'NPI Deactivation Date',
  'NPI Reactivation Date',
  sexColumn,
  'Authorized Official Last Name',
  'Authorized Official First Name',
  'Authorized Official Middle Name',
  'Authorized Official Title or Position',
  'Authorized Official Telephone Number',
  ...repeat(15, (i) => [
    `Healthcare Provider Taxonomy Code_${i}`,
    `Provider License Number_${i}`,
    `Provider License Number State Code_${i}`,
    `Healthcare Provider Primary Taxonomy Switch_${i}`,
  ]),
  ...repeat(50, (i) => [
    `Other Provider Identifier_${i}`,
    `Other Provider Identifier Type Code_${i}`,
    `Other Provider Identifier State_${i}`,
    `Other Provider Identifier Issuer_${i}`,
  ]),
  'Is Sole Proprietor',
  'Is Organization Subpart',
  'Parent Organization LBN',
  'Parent Organization TIN',
  'Authorized Official Name Prefix Text',
  'Authorized Official Name Suffix Text',
  'Authorized Official Credential Text',
  ...repeat(15, (i) => [`Healthcare Provider Taxonomy Group_${i}`]),
  'Certification Date',
];

/** The current files call column 42 "Provider Sex Code". */
export const NPPES_LAYOUT: FileLayout = {
  name: 'NPPES npidata_pfile',
  delimiter: ',',
  columns: columns('Provider Sex Code'),
};

/** Earlier files, otherwise the same, called it "Provider Gender Code". */
export const NPPES_GENDER_LAYOUT: FileLayout = {
  name: 'NPPES npidata_pfile',
  delimiter: ',',
  columns: columns('Provider Gender Code'),
};

export const NPPES_LAYOUTS = [NPPES_LAYOUT, NPPES_GENDER_LAYOUT] as const;
export const TAXONOMY_SLOTS = 15;

/**
 * The monthly full file covers every NPI since NPPES began (its name starts npidata_pfile_20050523-); a
 * weekly update names the week it covers and holds only the records changed in it.
 */
export const nppesFileKind = (fileName: string): 'full' | 'weekly' | null => {
  const match = /npidata_pfile_(\d{8})-(\d{8})(?:_[^/]*)?\.csv$/i.exec(fileName);
  if (!match) return null;
  return match[1] === '20050523' ? 'full' : 'weekly';
};
