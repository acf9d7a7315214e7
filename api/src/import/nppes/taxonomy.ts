/**
 * The NUCC Health Care Provider Taxonomy codes the suite names, with the specialty words its doctor search
 * shows (the same words as the sample doctors' specialties). Codes and their classifications are NUCC's
 * (nucc.org, "Health Care Provider Taxonomy" code set); the table holds the common ones, any other code
 * reads "Other" (LAYOUT.md lists them with NUCC's names).
 */
export interface Specialty {
  name: string;
  primaryCare: boolean;
}

const T = (name: string, primaryCare = false): Specialty => ({ name, primaryCare });

export const TAXONOMY_SPECIALTIES: ReadonlyMap<string, Specialty> = new Map([
  ['207Q00000X', T('Family Medicine', true)],
  ['207QG0300X', T('Geriatric Medicine', true)],
  ['207R00000X', T('Internal Medicine', true)],
  ['207RG0300X', T('Geriatric Medicine', true)],
  ['208D00000X', T('General Practice', true)],
  ['207RC0000X', T('Cardiology')],
  ['207RI0011X', T('Cardiology')],
  ['207RC0001X', T('Cardiology')],
  ['207N00000X', T('Dermatology')],
  ['207RE0101X', T('Endocrinology')],
  ['207RG0100X', T('Gastroenterology')],
  ['207RN0300X', T('Nephrology')],
  ['2084N0400X', T('Neurology')],
  ['207RX0202X', T('Oncology')],
  ['207RH0003X', T('Oncology')],
  ['207W00000X', T('Ophthalmology')],
  ['207X00000X', T('Orthopedic Surgery')],
  ['213E00000X', T('Podiatry')],
  ['2084P0800X', T('Psychiatry')],
  ['207RP1001X', T('Pulmonology')],
  ['207RR0500X', T('Rheumatology')],
  ['208800000X', T('Urology')],
  ['207RI0200X', T('Infectious Disease')],
  ['207V00000X', T('Obstetrics & Gynecology')],
  ['207Y00000X', T('Otolaryngology')],
  ['208600000X', T('General Surgery')],
  ['207P00000X', T('Emergency Medicine')],
  ['207L00000X', T('Anesthesiology')],
  ['2085R0202X', T('Radiology')],
  ['208100000X', T('Physical Medicine & Rehabilitation')],
  ['363L00000X', T('Nurse Practitioner', true)],
  ['363LF0000X', T('Nurse Practitioner', true)],
  ['363A00000X', T('Physician Assistant', true)],
  ['363AM0700X', T('Physician Assistant', true)],
  ['152W00000X', T('Optometry')],
  ['111N00000X', T('Chiropractic')],
  ['122300000X', T('Dentistry')],
  ['1223G0001X', T('Dentistry')],
  ['225100000X', T('Physical Therapy')],
  ['103T00000X', T('Psychology')],
  ['231H00000X', T('Audiology')],
]);

/** NUCC section 3336: Pharmacy (3336C0003X Community/Retail, 3336M0002X Mail Order, ...). */
export const isPharmacyTaxonomy = (code: string): boolean => code.startsWith('3336');

export const MAIL_ORDER_PHARMACY = '3336M0002X';

export const specialtyOf = (code: string): Specialty => TAXONOMY_SPECIALTIES.get(code) ?? T('Other');
