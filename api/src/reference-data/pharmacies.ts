/** SAMPLE DATA: pharmacies of a county (fictional names, generated addresses) and the mail-order pharmacies. */
import { type CountyInput, phoneNumber, pointNear, type StreetPlace, streetAddress } from './geo';
import { createRng, DEFAULT_SEED } from './prng';

export interface GeneratedPharmacy extends StreetPlace {
  pharmacyRecordID: string;
  /** County FIPS, or null for a national mail-order pharmacy. */
  fips: string | null;
  name: string;
  phone: string;
  isMailOrder: boolean;
  is24Hours: boolean;
  sample: true;
}

const CHAINS = ['CareWay Pharmacy', 'Valley Drug', 'Family Rx', 'QuickCare Pharmacy', 'Greenleaf Pharmacy'];
const INDEPENDENTS = [
  'Main Street Pharmacy',
  'Neighborhood Apothecary',
  'Cactus Flower Pharmacy',
  'Pillbox Pharmacy',
  'Community Drug',
  'Sunrise Pharmacy',
  'Heritage Pharmacy',
  'Corner Drug Store',
];

/** National mail-order pharmacies (fixed ids). */
export const MAIL_ORDER_PHARMACIES: readonly GeneratedPharmacy[] = [
  ['MAIL-001', 'CareWay Home Delivery', 'Tempe', 'AZ', '85281', 33.4255, -111.94],
  ['MAIL-002', 'Valley Drug Mail Service', 'Columbus', 'OH', '43215', 39.9612, -82.9988],
  ['MAIL-003', 'Greenleaf Rx by Mail', 'Orlando', 'FL', '32801', 28.5383, -81.3792],
].map(([id, name, city, state, zip, latitude, longitude]) => ({
  pharmacyRecordID: id as string,
  fips: null,
  name: name as string,
  street: '1 Fulfillment Way',
  city: city as string,
  state: state as string,
  zip: zip as string,
  phone: '(800) 321-4477',
  latitude: latitude as number,
  longitude: longitude as number,
  isMailOrder: true,
  is24Hours: true,
  sample: true as const,
}));

export const generateCountyPharmacies = (county: CountyInput, seed = DEFAULT_SEED): GeneratedPharmacy[] => {
  const rng = createRng(seed, 'pharmacies', county.fips);
  const count = rng.int(30, 60);
  return Array.from({ length: count }, (_, i) => {
    const place = rng.pick(county.places);
    const chain = rng.chance(0.65);
    const point = pointNear(rng, place.latitude, place.longitude, 6);
    return {
      pharmacyRecordID: `PH${county.fips}-${String(i + 1).padStart(3, '0')}`,
      fips: county.fips,
      name: chain ? `${rng.pick(CHAINS)} #${rng.int(1000, 9999)}` : rng.pick(INDEPENDENTS),
      street: streetAddress(rng),
      city: place.city,
      state: place.state,
      zip: place.zip,
      phone: phoneNumber(rng),
      ...point,
      isMailOrder: false,
      is24Hours: chain && rng.chance(0.2),
      sample: true as const,
    };
  });
};
