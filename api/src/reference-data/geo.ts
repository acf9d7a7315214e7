/** Small geography helpers for the SAMPLE reference data: offsets, distances and generated addresses. */
import type { Rng } from './prng';

export interface Place {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** A place with its street line (pharmacies, network locations). */
export interface StreetPlace extends Place {
  street: string;
}

/** A place with two street lines (a doctor's office: the building, then the suite). */
export interface OfficePlace extends Place {
  street1: string;
  street2: string;
}

/** The county a data set is generated for; `places` are its real ZIPs (at least one). */
export interface CountyInput {
  fips: string;
  state: string;
  countyName: string;
  places: readonly Place[];
}

const EARTH_RADIUS_MILES = 3958.8;
const rad = (d: number) => (d * Math.PI) / 180;

export const distanceMiles = (lat1: number, lon1: number, lat2: number, lon2: number): number => {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Distance rounded to 2 decimals, as the spec shows it. */
export const roundMiles = (miles: number): number => Math.round(miles * 100) / 100;

/** A point within `maxMiles` of a place (uniform over the disc). */
export const pointNear = (rng: Rng, lat: number, lon: number, maxMiles: number) => {
  const r = maxMiles * Math.sqrt(rng.next());
  const theta = rng.next() * 2 * Math.PI;
  const dLat = (r * Math.cos(theta)) / 69;
  const dLon = (r * Math.sin(theta)) / (69 * Math.cos(rad(lat)));
  return { latitude: Math.round((lat + dLat) * 1e5) / 1e5, longitude: Math.round((lon + dLon) * 1e5) / 1e5 };
};

const STREET_NAMES = [
  'Main',
  'Oak',
  'Maple',
  'Cedar',
  'Pine',
  'Elm',
  'Washington',
  'Lincoln',
  'Jefferson',
  'Madison',
  'Park',
  'Lake',
  'Hill',
  'Sunset',
  'Highland',
  'Central',
  'Camelback',
  'Mesa',
  'Desert',
  'Canyon',
  'Mountain View',
  'Valley',
  'River',
  'Church',
  'Broadway',
  'Mill',
  'Spring',
  'Ridge',
  'Meadow',
  'Orchard',
] as const;
const STREET_TYPES = ['St', 'Ave', 'Rd', 'Blvd', 'Dr', 'Ln', 'Pkwy', 'Way'] as const;

export const streetAddress = (rng: Rng): string =>
  `${rng.int(100, 9899)} ${rng.chance(0.3) ? `${rng.pick(['N', 'S', 'E', 'W'])} ` : ''}${rng.pick(STREET_NAMES)} ${rng.pick(STREET_TYPES)}`;

export const suite = (rng: Rng): string => (rng.chance(0.4) ? `Suite ${rng.int(100, 450)}` : '');

/** A US phone number that passes the spec's digit rule (no 555/000 start). */
export const phoneNumber = (rng: Rng): string =>
  `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
