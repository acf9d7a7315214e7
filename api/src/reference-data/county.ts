/**
 * SAMPLE DATA for one county, generated deterministically from (seed, county FIPS): plans, the
 * formularies they use, doctors, provider-network groups and locations, Medigap offerings.
 */

import { type GeneratedDoctor, generateCountyDoctors } from './doctors';
import { type CatalogueDrug, generateDrugCatalogue } from './drug-catalogue';
import { type Formulary, generateFormulary } from './formulary';
import type { CountyInput } from './geo';
import { type GeneratedPlan, generateCountyPlans } from './medicare-plans';
import { generateCountyMedigap, type MedigapOffering } from './medigap-offerings';
import { DEFAULT_SEED } from './prng';
import {
  type GeneratedLocation,
  type GeneratedProviderGroup,
  generateCountyProviderNetwork,
} from './provider-network';

export interface CountyData {
  fips: string;
  plans: GeneratedPlan[];
  /** Formulary ids the plans use (generate each once with generateFormulary). */
  formularyIds: string[];
  doctors: GeneratedDoctor[];
  providerGroups: GeneratedProviderGroup[];
  locations: GeneratedLocation[];
  medigap: MedigapOffering[];
  sample: true;
}

export const generateCountyData = (county: CountyInput, seed = DEFAULT_SEED): CountyData => {
  if (county.places.length === 0) throw new RangeError(`county ${county.fips} has no places`);
  const plans = generateCountyPlans(county, seed);
  const doctors = generateCountyDoctors(county, seed);
  const network = generateCountyProviderNetwork(county, doctors, seed);
  return {
    fips: county.fips,
    plans,
    formularyIds: [...new Set(plans.flatMap((p) => (p.formularyId ? [p.formularyId] : [])))],
    doctors,
    providerGroups: network.groups,
    locations: network.locations,
    medigap: generateCountyMedigap(county, seed),
    sample: true,
  };
};

export const generateFormularies = (
  ids: readonly string[],
  catalogue: readonly CatalogueDrug[] = generateDrugCatalogue(DEFAULT_SEED),
  seed = DEFAULT_SEED,
): Formulary[] => ids.map((id) => generateFormulary(id, catalogue, seed));
