/** SAMPLE DATA: doctors of a county: fictional names, valid-form NPIs, specialties, genders, languages. */
import { SPECIALTIES, type SpecialtyName } from 'shared-contracts/specialties';
import { type CountyInput, type OfficePlace, pointNear, streetAddress, suite } from './geo';
import { npiFromBase } from './npi';
import { createRng, DEFAULT_SEED, hashString } from './prng';

export interface GeneratedDoctor extends OfficePlace {
  npi: string;
  fips: string;
  firstName: string;
  lastName: string;
  credential: string;
  presentationName: string;
  specialty: string;
  isPcp: boolean;
  gender: 'Female' | 'Male';
  languages: ('English' | 'Spanish')[];
  sample: true;
}

const FEMALE = [
  'Maria',
  'Jennifer',
  'Linda',
  'Patricia',
  'Susan',
  'Karen',
  'Ana',
  'Emily',
  'Sarah',
  'Priya',
  'Mei',
  'Rosa',
  'Laura',
  'Grace',
  'Nadia',
];
const MALE = [
  'James',
  'Robert',
  'Michael',
  'David',
  'Carlos',
  'Daniel',
  'Thomas',
  'Ahmed',
  'Kevin',
  'Jose',
  'Steven',
  'Raj',
  'Wei',
  'Luis',
  'Paul',
];
const LAST = [
  'Smith',
  'Johnson',
  'Garcia',
  'Martinez',
  'Lopez',
  'Nguyen',
  'Patel',
  'Kim',
  'Brown',
  'Davis',
  'Rodriguez',
  'Wilson',
  'Anderson',
  'Hernandez',
  'Chen',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'Allen',
  'Ramirez',
  'Torres',
  'Flores',
  'Rivera',
  'Morgan',
  'Reed',
  'Cook',
  'Bell',
  'Murphy',
  'Shah',
];
/** Specialty, weight, primary care. */
const SPECIALTY_WEIGHTS: readonly (readonly [SpecialtyName, number, boolean])[] = [
  [SPECIALTIES.familyMedicine, 18, true],
  [SPECIALTIES.internalMedicine, 16, true],
  [SPECIALTIES.geriatricMedicine, 4, true],
  [SPECIALTIES.cardiology, 7, false],
  [SPECIALTIES.dermatology, 4, false],
  [SPECIALTIES.endocrinology, 4, false],
  [SPECIALTIES.gastroenterology, 4, false],
  [SPECIALTIES.nephrology, 3, false],
  [SPECIALTIES.neurology, 4, false],
  [SPECIALTIES.oncology, 4, false],
  [SPECIALTIES.ophthalmology, 5, false],
  [SPECIALTIES.orthopedicSurgery, 5, false],
  [SPECIALTIES.podiatry, 3, false],
  [SPECIALTIES.psychiatry, 3, false],
  [SPECIALTIES.pulmonology, 3, false],
  [SPECIALTIES.rheumatology, 3, false],
  [SPECIALTIES.urology, 3, false],
];

export const DOCTOR_SPECIALTIES: readonly string[] = SPECIALTY_WEIGHTS.map(([s]) => s);

export const generateCountyDoctors = (county: CountyInput, seed = DEFAULT_SEED): GeneratedDoctor[] => {
  const rng = createRng(seed, 'doctors', county.fips);
  const count = rng.int(150, 300);
  // NPI bases start with 1 (individuals); the county and index make them distinct across counties.
  const npiStart = 100_000_000 + (hashString(county.fips, seed) % 80_000) * 1000;
  return Array.from({ length: count }, (_, i) => {
    const gender = rng.chance(0.5) ? 'Female' : 'Male';
    const firstName = rng.pick(gender === 'Female' ? FEMALE : MALE);
    const lastName = rng.pick(LAST);
    const [specialty, , isPcp] = rng.weighted(SPECIALTY_WEIGHTS.map((s) => [s, s[1]] as const));
    const credential = specialty === 'Podiatry' ? 'DPM' : rng.chance(0.85) ? 'MD' : 'DO';
    const place = rng.pick(county.places);
    return {
      npi: npiFromBase(String(npiStart + i)),
      fips: county.fips,
      firstName,
      lastName,
      credential,
      presentationName: `${firstName} ${String.fromCharCode(65 + rng.int(0, 25))} ${lastName}, ${credential}`,
      specialty,
      isPcp,
      gender,
      languages: rng.chance(0.3) ? ['English', 'Spanish'] : ['English'],
      street1: streetAddress(rng),
      street2: suite(rng),
      city: place.city,
      state: place.state,
      zip: place.zip,
      ...pointNear(rng, place.latitude, place.longitude, 5),
      sample: true as const,
    };
  });
};
