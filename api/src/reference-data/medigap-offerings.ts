/** SAMPLE DATA: the Medigap plans carriers offer in a county, with the county's rating area factor. */
import { MEDIGAP_LETTERS, type MedigapLetter } from 'shared-contracts';
import { MEDIGAP_FACTORS } from '../domain/medigap-rating';
import { CARRIERS } from './carriers';
import type { CountyInput } from './geo';
import { createRng, DEFAULT_SEED, hashString } from './prng';

export interface MedigapOffering {
  id: string;
  fips: string;
  source: 'csg' | 'connecture';
  carrierId: string;
  carrierName: string;
  /** The plan type string the letter is read from (spec 3). */
  planSubType: string;
  letter: MedigapLetter;
  carrierFactor: number;
  areaFactor: number;
  loggingKey: string;
  sample: true;
}

/** The county's rating factor within MEDIGAP_FACTORS.area. */
export const countyAreaFactor = (fips: string, seed = DEFAULT_SEED): number => {
  const { min, max } = MEDIGAP_FACTORS.area;
  return Math.round((min + ((hashString(fips, seed) % 1000) / 999) * (max - min)) * 1000) / 1000;
};

export const generateCountyMedigap = (county: CountyInput, seed = DEFAULT_SEED): MedigapOffering[] => {
  const rng = createRng(seed, 'medigap', county.fips);
  const areaFactor = countyAreaFactor(county.fips, seed);
  const carriers = rng.sample(
    CARRIERS.filter((c) => c.lines.includes('MEDIGAP')),
    rng.int(4, 7),
  );
  const offerings: MedigapOffering[] = [];
  for (const carrier of carriers) {
    // Every carrier sells G and N (the most bought plans) and a few other letters.
    const letters = new Set<MedigapLetter>(['G', 'N', ...rng.sample(MEDIGAP_LETTERS, rng.int(3, 8))]);
    const select = rng.chance(0.3);
    for (const letter of MEDIGAP_LETTERS.filter((l) => letters.has(l))) {
      const planSubType = select && (letter === 'G' || letter === 'N') ? `${letter} Select` : letter;
      const tag = planSubType.includes('Select') ? `${letter}S` : letter;
      // csg ids are longer than 12 characters and connecture ids are not (spec 9).
      const id =
        carrier.medigapSource === 'csg'
          ? `csg-${carrier.id}-${county.fips}-${tag}`
          : `MS${county.fips}${String(CARRIERS.indexOf(carrier)).padStart(2, '0')}${tag}`;
      offerings.push({
        id,
        fips: county.fips,
        source: carrier.medigapSource,
        carrierId: carrier.id,
        carrierName: carrier.name,
        planSubType,
        letter,
        carrierFactor: carrier.medigapPricing,
        areaFactor,
        loggingKey: `mg-${(hashString(id, seed) >>> 0).toString(36)}`,
        sample: true as const,
      });
    }
  }
  return offerings;
};
