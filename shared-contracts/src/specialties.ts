/**
 * The doctors' specialties as the api writes them (`specialty` of a doctor search result, a chosen
 * doctor, a provider network's practitioner): a closed vocabulary, by code. The api's NPPES import names
 * each NUCC taxonomy code it knows by one of these (api/src/import/nppes/taxonomy.ts; any other code is
 * `other`), and the sample doctors use them too. Their Spanish is `specialties.es.ts`: the kit shows a
 * specialty in the visit's language, and the api's doctor search takes a specialty typed in Spanish.
 */
export const SPECIALTIES = {
  familyMedicine: 'Family Medicine',
  geriatricMedicine: 'Geriatric Medicine',
  internalMedicine: 'Internal Medicine',
  generalPractice: 'General Practice',
  cardiology: 'Cardiology',
  dermatology: 'Dermatology',
  endocrinology: 'Endocrinology',
  gastroenterology: 'Gastroenterology',
  nephrology: 'Nephrology',
  neurology: 'Neurology',
  oncology: 'Oncology',
  ophthalmology: 'Ophthalmology',
  orthopedicSurgery: 'Orthopedic Surgery',
  podiatry: 'Podiatry',
  psychiatry: 'Psychiatry',
  pulmonology: 'Pulmonology',
  rheumatology: 'Rheumatology',
  urology: 'Urology',
  infectiousDisease: 'Infectious Disease',
  obstetricsGynecology: 'Obstetrics & Gynecology',
  otolaryngology: 'Otolaryngology',
  generalSurgery: 'General Surgery',
  emergencyMedicine: 'Emergency Medicine',
  anesthesiology: 'Anesthesiology',
  radiology: 'Radiology',
  physicalMedicine: 'Physical Medicine & Rehabilitation',
  nursePractitioner: 'Nurse Practitioner',
  physicianAssistant: 'Physician Assistant',
  optometry: 'Optometry',
  chiropractic: 'Chiropractic',
  dentistry: 'Dentistry',
  physicalTherapy: 'Physical Therapy',
  psychology: 'Psychology',
  audiology: 'Audiology',
  other: 'Other',
} as const;

export type SpecialtyCode = keyof typeof SPECIALTIES;
export type SpecialtyName = (typeof SPECIALTIES)[SpecialtyCode];
