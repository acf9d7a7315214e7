/**
 * SAMPLE DATA for one county, generated deterministically from (seed, county FIPS): doctors,
 * provider-network groups and locations, Medigap offerings. (The plans are CMS's files: features/plans.)
 */

import { type GeneratedDoctor, generateCountyDoctors } from './doctors';
import type { CountyInput } from './geo';
import { generateCountyMedigap, type MedigapOffering } from './medigap-offerings';
import { DEFAULT_SEED } from './prng';
import {
  type GeneratedLocation,
  type GeneratedProviderGroup,
  generateCountyProviderNetwork,
} from './provider-network';

export interface CountyData {
  fips: string;
  doctors: GeneratedDoctor[];
  providerGroups: GeneratedProviderGroup[];
  locations: GeneratedLocation[];
  medigap: MedigapOffering[];
  sample: true;
}

export const generateCountyData = (county: CountyInput, seed = DEFAULT_SEED): CountyData => {
  if (county.places.length === 0) throw new RangeError(`county ${county.fips} has no places`);
  const doctors = generateCountyDoctors(county, seed);
  const network = generateCountyProviderNetwork(county, doctors, seed);
  return {
    fips: county.fips,
    doctors,
    providerGroups: network.groups,
    locations: network.locations,
    medigap: generateCountyMedigap(county, seed),
    sample: true,
  };
};
