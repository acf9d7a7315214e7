import { isMedigapLetterAvailable, medigapLetterOf } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { generateCountyData } from './county';
import { generateDrugCatalogue } from './drug-catalogue';
import type { CountyInput } from './geo';
import { isValidNpi, npiCheckDigit, npiFromBase } from './npi';
import { generateCountyPharmacies } from './pharmacies';
import { createRng } from './prng';

const maricopa: CountyInput = {
  fips: '04013',
  state: 'AZ',
  countyName: 'Maricopa',
  places: [
    { zip: '85004', city: 'Phoenix', state: 'AZ', latitude: 33.4557, longitude: -112.0686 },
    { zip: '85201', city: 'Mesa', state: 'AZ', latitude: 33.4338, longitude: -111.8465 },
  ],
};
const pima: CountyInput = {
  fips: '04019',
  state: 'AZ',
  countyName: 'Pima',
  places: [{ zip: '85701', city: 'Tucson', state: 'AZ', latitude: 32.2169, longitude: -110.9703 }],
};

describe('prng', () => {
  it('repeats for a seed and differs across seeds', () => {
    const a = createRng(1, 'x');
    const b = createRng(1, 'x');
    const c = createRng(2, 'x');
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('NPI check digit', () => {
  it('matches the CMS worked example (123456789 -> 3)', () => {
    expect(npiCheckDigit('123456789')).toBe(3);
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
    expect(npiFromBase('100000000')).toMatch(/^\d{10}$/);
  });
});

describe('drug catalogue', () => {
  const catalogue = generateDrugCatalogue();
  it('has at least 150 drugs, unique ids and NDCs in 5-4-2 form, insulins flagged', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(150);
    expect(new Set(catalogue.map((d) => d.id)).size).toBe(catalogue.length);
    const dosages = catalogue.flatMap((d) => d.dosages);
    expect(new Set(dosages.map((d) => d.ndc)).size).toBe(dosages.length);
    expect(new Set(dosages.map((d) => d.connectureRecordId)).size).toBe(dosages.length);
    for (const d of dosages) {
      expect(d.ndc).toMatch(/^\d{5}-\d{4}-\d{2}$/);
      expect(d.ndc.replace(/-/g, '')).toHaveLength(11);
      expect(d.unitPrice).toBeGreaterThan(0);
      expect(d.packageQuantity).toBeGreaterThan(0);
    }
    const insulins = catalogue.filter((d) => d.isInsulin).map((d) => d.genericName);
    expect(insulins.length).toBeGreaterThanOrEqual(10);
    expect(insulins.every((n) => n.startsWith('insulin'))).toBe(true);
    expect(catalogue.find((d) => d.name === 'Eliquis')).toMatchObject({
      genericName: 'apixaban',
      isBrand: true,
    });
  });
  it('is the same for the same seed', () => {
    expect(generateDrugCatalogue()).toEqual(catalogue);
    expect(generateDrugCatalogue(99)).not.toEqual(catalogue);
  });
});

describe('county data', () => {
  const data = generateCountyData(maricopa);
  it('pharmacies (of the NPPES sample), doctors and network locations are well formed', () => {
    const pharmacies = generateCountyPharmacies(maricopa);
    expect(pharmacies.length).toBeGreaterThanOrEqual(30);
    expect(new Set(pharmacies.map((p) => p.pharmacyRecordID)).size).toBe(pharmacies.length);
    expect(data.doctors.length).toBeGreaterThanOrEqual(150);
    for (const d of data.doctors) expect(isValidNpi(d.npi), d.npi).toBe(true);
    expect(new Set(data.doctors.map((d) => d.npi)).size).toBe(data.doctors.length);
    expect(data.doctors.some((d) => d.languages.includes('Spanish'))).toBe(true);
    expect(new Set(data.doctors.map((d) => d.gender))).toEqual(new Set(['Female', 'Male']));
    expect(new Set(data.providerGroups.map((g) => g.groupType))).toEqual(
      new Set(['Large Hospital-Based', 'Primary Care-Focused']),
    );
    const npis = new Set(data.doctors.map((d) => d.npi));
    for (const l of data.locations) {
      expect(l.npis.length).toBeGreaterThan(0);
      expect(l.npis.every((n) => npis.has(n))).toBe(true);
    }
  });

  it('Medigap offerings: letters by the spec rule, ids by source, G and N from every carrier', () => {
    expect(data.medigap.length).toBeGreaterThan(10);
    for (const o of data.medigap) {
      expect(medigapLetterOf(o.planSubType)).toBe(o.letter);
      expect(o.id.length > 12).toBe(o.source === 'csg');
    }
    for (const carrierId of new Set(data.medigap.map((o) => o.carrierId))) {
      const letters = data.medigap.filter((o) => o.carrierId === carrierId).map((o) => o.letter);
      expect(letters).toEqual(expect.arrayContaining(['G', 'N']));
    }
    expect(isMedigapLetterAvailable('G', '2024-01-01')).toBe(true);
    expect(new Set(data.medigap.map((o) => o.id)).size).toBe(data.medigap.length);
  });

  it('generates a county quickly', () => {
    // Not a timing assertion (see bench/api-plans); this only guards against runaway loops.
    const d = generateCountyData({ ...pima, fips: '04003' });
    expect(d.doctors.length).toBeGreaterThan(0);
  });
});
