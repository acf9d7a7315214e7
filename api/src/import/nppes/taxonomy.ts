/**
 * The NUCC Health Care Provider Taxonomy codes the suite names, with the specialty words its doctor search
 * shows (shared-contracts' SPECIALTIES, the sample doctors' too). Codes and their classifications are
 * NUCC's (nucc.org, "Health Care Provider Taxonomy" code set); the table holds the common ones, any other
 * code reads "Other" (LAYOUT.md lists them with NUCC's names).
 */
import { SPECIALTIES, type SpecialtyName } from 'shared-contracts/specialties';

export interface Specialty {
  name: SpecialtyName;
  primaryCare: boolean;
}

const T = (name: SpecialtyName, primaryCare = false): Specialty => ({ name, primaryCare });

export const TAXONOMY_SPECIALTIES: ReadonlyMap<string, Specialty> = new Map([
  ['207Q00000X', T(SPECIALTIES.familyMedicine, true)],
  ['207QG0300X', T(SPECIALTIES.geriatricMedicine, true)],
  ['207R00000X', T(SPECIALTIES.internalMedicine, true)],
  ['207RG0300X', T(SPECIALTIES.geriatricMedicine, true)],
  ['208D00000X', T(SPECIALTIES.generalPractice, true)],
  ['207RC0000X', T(SPECIALTIES.cardiology)],
  ['207RI0011X', T(SPECIALTIES.cardiology)],
  ['207RC0001X', T(SPECIALTIES.cardiology)],
  ['207N00000X', T(SPECIALTIES.dermatology)],
  ['207RE0101X', T(SPECIALTIES.endocrinology)],
  ['207RG0100X', T(SPECIALTIES.gastroenterology)],
  ['207RN0300X', T(SPECIALTIES.nephrology)],
  ['2084N0400X', T(SPECIALTIES.neurology)],
  ['207RX0202X', T(SPECIALTIES.oncology)],
  ['207RH0003X', T(SPECIALTIES.oncology)],
  ['207W00000X', T(SPECIALTIES.ophthalmology)],
  ['207X00000X', T(SPECIALTIES.orthopedicSurgery)],
  ['213E00000X', T(SPECIALTIES.podiatry)],
  ['2084P0800X', T(SPECIALTIES.psychiatry)],
  ['207RP1001X', T(SPECIALTIES.pulmonology)],
  ['207RR0500X', T(SPECIALTIES.rheumatology)],
  ['208800000X', T(SPECIALTIES.urology)],
  ['207RI0200X', T(SPECIALTIES.infectiousDisease)],
  ['207V00000X', T(SPECIALTIES.obstetricsGynecology)],
  ['207Y00000X', T(SPECIALTIES.otolaryngology)],
  ['208600000X', T(SPECIALTIES.generalSurgery)],
  ['207P00000X', T(SPECIALTIES.emergencyMedicine)],
  ['207L00000X', T(SPECIALTIES.anesthesiology)],
  ['2085R0202X', T(SPECIALTIES.radiology)],
  ['208100000X', T(SPECIALTIES.physicalMedicine)],
  ['363L00000X', T(SPECIALTIES.nursePractitioner, true)],
  ['363LF0000X', T(SPECIALTIES.nursePractitioner, true)],
  ['363A00000X', T(SPECIALTIES.physicianAssistant, true)],
  ['363AM0700X', T(SPECIALTIES.physicianAssistant, true)],
  ['152W00000X', T(SPECIALTIES.optometry)],
  ['111N00000X', T(SPECIALTIES.chiropractic)],
  ['122300000X', T(SPECIALTIES.dentistry)],
  ['1223G0001X', T(SPECIALTIES.dentistry)],
  ['225100000X', T(SPECIALTIES.physicalTherapy)],
  ['103T00000X', T(SPECIALTIES.psychology)],
  ['231H00000X', T(SPECIALTIES.audiology)],
]);

/** NUCC section 3336: Pharmacy (3336C0003X Community/Retail, 3336M0002X Mail Order, ...). */
export const isPharmacyTaxonomy = (code: string): boolean => code.startsWith('3336');

export const MAIL_ORDER_PHARMACY = '3336M0002X';

export const specialtyOf = (code: string): Specialty =>
  TAXONOMY_SPECIALTIES.get(code) ?? T(SPECIALTIES.other);
