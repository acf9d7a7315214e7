import { locationsSearchResponseSchema, metadataResponseSchema } from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, SAMPLE, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const locations = (body: Record<string, unknown>) =>
  api.request('POST', '/provider-network/locations', { body: { zipCode: SAMPLE.zip, radius: 60, ...body } });

describe('POST /provider-network/locations', () => {
  it('pages locations 20 at a time, nearest first, with groups and providers', async () => {
    const res = await locations({});
    expect(res.status).toBe(200);
    const body = locationsSearchResponseSchema.parse(res.body);
    expect(body.locations.length).toBeLessThanOrEqual(20);
    expect(body.total).toBeGreaterThan(0);
    const d = body.locations.map((l) => l.distance);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect(
      body.locations.every(
        (l) => l.providers.length > 0 && Math.round(l.distance * 100) / 100 === l.distance,
      ),
    ).toBe(true);
    expect(new Set(body.providerGroups.map((g) => g.groupType))).toEqual(
      new Set(['Large Hospital-Based', 'Primary Care-Focused']),
    );
    expect(body.providerGroups.reduce((s, g) => s + g.locationCount, 0)).toBe(body.total);
    expect(body.providerCount).toBeGreaterThanOrEqual(
      new Set(body.locations.flatMap((l) => l.providers.map((p) => p.npi))).size,
    );
    if (body.total > 20) {
      const page2 = locationsSearchResponseSchema.parse((await locations({ page: 2 })).body);
      expect(page2.locations[0]?.id).not.toBe(body.locations[0]?.id);
    }
  });

  it('filters by group type, gender and language, and sorts by name', async () => {
    const hospital = locationsSearchResponseSchema.parse(
      (await locations({ groupTypes: ['Large Hospital-Based'] })).body,
    );
    expect(hospital.locations.every((l) => l.providerGroup.groupType === 'Large Hospital-Based')).toBe(true);
    const spanishWomen = locationsSearchResponseSchema.parse(
      (await locations({ gender: ['Female'], languages: ['Spanish'] })).body,
    );
    for (const l of spanishWomen.locations)
      expect(l.providers.every((p) => p.gender === 'Female' && p.languages.includes('Spanish'))).toBe(true);
    const all = locationsSearchResponseSchema.parse((await locations({})).body);
    expect(spanishWomen.total).toBeLessThan(all.total);
    const byName = locationsSearchResponseSchema
      .parse((await locations({ sort: 'Name' })).body)
      .locations.map((l) => l.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
  });

  it('says what kind of place each location is, in the visit’s language, and not again what its flags say', async () => {
    const english = locationsSearchResponseSchema.parse((await locations({ sort: 'Name' })).body);
    const answer = await api.request('POST', '/provider-network/locations', {
      body: { zipCode: SAMPLE.zip, radius: 60, sort: 'Name' },
      headers: { 'Accept-Language': 'es-US' },
    });
    expect(answer.headers.get('Vary')).toMatch(/Accept-Language/);
    const spanish = locationsSearchResponseSchema.parse(answer.body);
    expect(spanish.locations.map((l) => l.id)).toEqual(english.locations.map((l) => l.id));
    const kinds = {
      'Large Hospital-Based': [
        'Hospital campus with specialty clinics',
        'Hospital con clínicas de especialidades',
      ],
      'Primary Care-Focused': ['Primary care office', 'Consultorio de atención primaria'],
    };
    english.locations.forEach((l, i) => {
      const [en, es] = kinds[l.providerGroup.groupType];
      expect(l.description).toEqual([en]);
      expect(spanish.locations[i]?.description).toEqual([es]);
      expect(l.links.map((link) => link.label)).toEqual(['Location details']);
      expect(spanish.locations[i]?.links.map((link) => link.label)).toEqual(['Detalles del lugar']);
      expect(spanish.locations[i]?.providerGroup.links.map((link) => link.label)).toEqual([
        'Sitio web del grupo',
      ]);
      // The flags, not words, say what is on site: the page shows them in the visit's language.
      expect(spanish.locations[i]?.onsitePharmacy).toBe(l.onsitePharmacy);
    });
  });

  it('answers 400 for bad filters and 404 outside the markets', async () => {
    const bad = await locations({ gender: ['Other'], page: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['gender.0', 'page']),
    );
    expect((await locations({ zipCode: SAMPLE.unservedZip })).status).toBe(404);
  });
});

describe('GET /provider-network/metadata', () => {
  it('gives a list whose first item has the counts', async () => {
    const res = await api.request('GET', '/provider-network/metadata', { query: { zipCode: SAMPLE.zip } });
    expect(res.status).toBe(200);
    const [first] = metadataResponseSchema.parse(res.body);
    expect(first).toMatchObject({ search: { zipCode: SAMPLE.zip, radius: 25 } });
    expect(first!.locations).toBeGreaterThan(0);
    expect(first!.providers).toBeGreaterThan(first!.providerGroups);
    expect(
      (await api.request('GET', '/provider-network/metadata', { query: { zipCode: 'abc' } })).status,
    ).toBe(400);
  });
});
