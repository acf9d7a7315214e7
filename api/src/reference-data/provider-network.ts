/**
 * SAMPLE DATA: provider-network locations of a county grouped into provider groups of the spec's two
 * types, Large Hospital-Based and Primary Care-Focused. Each location lists doctors of the county.
 */
import type { GeneratedDoctor } from './doctors';
import { type CountyInput, phoneNumber, pointNear, type StreetPlace, streetAddress } from './geo';
import { createRng, DEFAULT_SEED } from './prng';

export type ProviderGroupType = 'Large Hospital-Based' | 'Primary Care-Focused';

/**
 * The words the generated network says of a place and its links, in English as stored; the api answers
 * them in the request's language (features/provider-network/messages.ts has their Spanish).
 */
export const NETWORK_TEXTS = {
  hospitalCampus: 'Hospital campus with specialty clinics',
  primaryCareOffice: 'Primary care office',
  groupWebsite: 'Group website',
  locationDetails: 'Location details',
} as const;

export interface GeneratedProviderGroup {
  id: string;
  fips: string;
  name: string;
  groupType: ProviderGroupType;
  links: { label: string; url: string }[];
  sample: true;
}

export interface GeneratedLocation extends StreetPlace {
  id: string;
  fips: string;
  groupId: string;
  name: string;
  onsitePharmacy: boolean;
  onsiteLabs: boolean;
  description: string[];
  links: { label: string; url: string }[];
  phones: string[];
  /** NPIs of the doctors who practise here. */
  npis: string[];
  sample: true;
}

const HOSPITAL_NAMES = [
  'Regional Medical Center',
  'Community Hospital',
  'University Health',
  'Memorial Health System',
];
const PRIMARY_NAMES = [
  'Family Care Partners',
  'Senior Primary Care',
  'Neighborhood Health Clinic',
  'Wellness Medical Group',
];
const PLACE_WORDS = [
  'Valley',
  'Desert',
  'Mountain',
  'Riverside',
  'Lakeside',
  'Pioneer',
  'Sunrise',
  'Heritage',
];

const site = (name: string) =>
  `https://example.org/sample-network/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export const generateCountyProviderNetwork = (
  county: CountyInput,
  doctors: readonly GeneratedDoctor[],
  seed = DEFAULT_SEED,
): { groups: GeneratedProviderGroup[]; locations: GeneratedLocation[] } => {
  const rng = createRng(seed, 'provider-network', county.fips);
  const groupCount = rng.int(6, 12);
  const groups: GeneratedProviderGroup[] = Array.from({ length: groupCount }, (_, i) => {
    const groupType: ProviderGroupType = i % 3 === 0 ? 'Large Hospital-Based' : 'Primary Care-Focused';
    const name = `${rng.pick(PLACE_WORDS)} ${rng.pick(groupType === 'Large Hospital-Based' ? HOSPITAL_NAMES : PRIMARY_NAMES)} ${i + 1}`;
    return {
      id: `PG${county.fips}-${String(i + 1).padStart(2, '0')}`,
      fips: county.fips,
      name,
      groupType,
      links: [{ label: NETWORK_TEXTS.groupWebsite, url: site(name) }],
      sample: true as const,
    };
  });
  const locations: GeneratedLocation[] = [];
  for (const group of groups) {
    const hospital = group.groupType === 'Large Hospital-Based';
    const n = hospital ? rng.int(3, 7) : rng.int(1, 4);
    for (let j = 0; j < n; j++) {
      const place = rng.pick(county.places);
      const staff = rng.sample(doctors, hospital ? rng.int(6, 14) : rng.int(2, 6));
      const name = `${group.name} - ${place.city}${j > 0 ? ` ${j + 1}` : ''}`;
      const onsitePharmacy = hospital ? rng.chance(0.7) : rng.chance(0.2);
      const onsiteLabs = hospital || rng.chance(0.5);
      locations.push({
        id: `LOC${county.fips}-${String(locations.length + 1).padStart(3, '0')}`,
        fips: county.fips,
        groupId: group.id,
        name,
        street: streetAddress(rng),
        city: place.city,
        state: place.state,
        zip: place.zip,
        ...pointNear(rng, place.latitude, place.longitude, 6),
        onsitePharmacy,
        onsiteLabs,
        // What kind of place it is: a pharmacy or lab on site is the location's own flags, which the page
        // shows (a line saying it again showed it twice).
        description: [hospital ? NETWORK_TEXTS.hospitalCampus : NETWORK_TEXTS.primaryCareOffice],
        links: [{ label: NETWORK_TEXTS.locationDetails, url: site(name) }],
        phones: [phoneNumber(rng)],
        npis: staff.map((d) => d.npi),
        sample: true as const,
      });
    }
  }
  return { groups, locations };
};
