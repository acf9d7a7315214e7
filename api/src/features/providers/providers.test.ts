import {
  providerSearchResponseSchema,
  saveProviderBodyFor,
  sessionProviderResponseSchema,
} from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidNpi } from '../../import/nppes/parse';
import { createTestApi, SAMPLE, type TestApi } from '../../test/harness';
import { doctorSearchSql } from './providers';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const search = (token: string | null, body: Record<string, unknown>) =>
  api.request('POST', '/consumer/providers/search', { token, body: { zipCode: SAMPLE.zip, ...body } });

describe('POST /consumer/providers/search', () => {
  it('finds the NPPES doctors near a ZIP, nearest first, by name or specialty, paged with a total', async () => {
    const s = await api.newSession();
    const res = await search(s.token, { take: 5 });
    expect(res.status).toBe(200);
    const body = providerSearchResponseSchema.parse(res.body);
    expect(body.providers).toHaveLength(5);
    expect(body.meta.total).toBeGreaterThan(5);
    expect(body.providers.every((p) => p.npis.every(isValidNpi) && p.sample)).toBe(true);
    const distances = body.providers.map((p) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const next = providerSearchResponseSchema.parse((await search(s.token, { take: 5, skip: 5 })).body);
    expect(next.meta.total).toBe(body.meta.total);
    expect(next.providers.map((p) => p.npis[0])).not.toContain(body.providers[0]!.npis[0]);
    const cardio = await search(s.token, { searchTerm: 'cardiology', take: 50 });
    expect(cardio.body.providers.length).toBeGreaterThan(0);
    expect(cardio.body.providers.every((p: { specialty: string }) => p.specialty === 'Cardiology')).toBe(
      true,
    );
    const bySpecialty = await search(s.token, { specialty: 'cardiology', take: 50 });
    expect(bySpecialty.body.meta.total).toBe(cardio.body.meta.total);
    const byName = body.providers[0]!.presentation_name.split(' ')[0]!;
    const named = await search(s.token, { searchTerm: byName, take: 50 });
    expect(named.body.providers.length).toBeGreaterThan(0);
    expect(
      named.body.providers.every((p: { presentation_name: string }) => p.presentation_name.includes(byName)),
    ).toBe(true);
    // A typed % or _ is a character, not a LIKE wildcard.
    expect((await search(s.token, { searchTerm: '%' })).body.meta.total).toBe(0);
    // A specialty typed in Spanish (the Spanish page's hint: "un tipo de médico como Cardiología") finds
    // the same doctors, accents or not, whole or begun; a filter by its Spanish name too.
    for (const searchTerm of ['Cardiología', 'cardiologia', 'cardiol'])
      expect((await search(s.token, { searchTerm, take: 50 })).body.meta.total, searchTerm).toBe(
        cardio.body.meta.total,
      );
    const bySpanishFilter = await search(s.token, { specialty: 'Cardiología', take: 50 });
    expect(bySpanishFilter.body.meta.total).toBe(cardio.body.meta.total);
    const family = await search(s.token, { searchTerm: 'family medicine', take: 50 });
    expect(family.body.meta.total).toBeGreaterThan(0);
    expect((await search(s.token, { searchTerm: 'Medicina familiar', take: 50 })).body.meta.total).toBe(
      family.body.meta.total,
    );
  });

  it('shows an NPPES row as the registry has it, at its ZIP, and only doctors of the registry', async () => {
    const s = await api.newSession();
    const [row] = await api.db.query<{ npi: string; last_name: string; zip: string; specialty: string }>(
      `select npi, last_name, zip, specialty from npi_providers
        where kind = 'doctor' and zip = $1 order by npi limit 1`,
      [SAMPLE.zip],
    );
    expect(row).toBeDefined();
    const found = providerSearchResponseSchema
      .parse((await search(s.token, { searchTerm: row!.last_name, take: 100 })).body)
      .providers.find((p) => p.npis[0] === row!.npi);
    expect(found).toMatchObject({ specialty: row!.specialty, distance: 0, address: { zip: SAMPLE.zip } });
    expect(found!.presentation_name.toUpperCase()).toContain(row!.last_name);
    const all = providerSearchResponseSchema.parse((await search(s.token, { take: 100, radius: 100 })).body);
    const known = await api.db.query<{ npi: string }>(
      `select npi from npi_providers where kind = 'doctor' and npi = any($1::text[])`,
      [all.providers.map((p) => p.npis[0])],
    );
    expect(known).toHaveLength(all.providers.length);
  });

  it('reads only the nearby ZIPs of npi_providers through its zip index', async () => {
    const plan = await api.db.transaction(async (tx) => {
      // The sample table is tiny: without this a sequential scan is cheaper and says nothing of the index.
      await tx.exec('set local enable_seqscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`explain ${doctorSearchSql(1)}`, [
        [SAMPLE.zip, '85003'],
        [0, 1.2],
        [],
        null,
        5,
        0,
        'smi',
        'smi',
      ]);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('npi_providers_zip');
    expect(plan).not.toMatch(/Seq Scan on npi_providers/);
  });

  it("leaves out the session's own doctors unless includeSelected is true, and only for that session", async () => {
    const s = await api.newSession();
    const other = await api.newSession();
    const before = await search(s.token, { take: 5 });
    const doc = before.body.providers[0];
    await api.request('POST', '/consumer/providers', {
      token: s.token,
      body: saveProviderBodyFor(doc, 2027),
    });
    const after = await search(s.token, { take: 5 });
    const npisOf = (b: { providers: { npis: string[] }[] }) => b.providers.flatMap((p) => p.npis);
    expect(npisOf(after.body)).not.toContain(doc.npis[0]);
    expect(after.body.meta.total).toBe(before.body.meta.total - 1);
    const asked = await search(s.token, { take: 5, includeSelected: true });
    expect(npisOf(asked.body)).toContain(doc.npis[0]);
    expect(asked.body.meta.total).toBe(before.body.meta.total);
    const elsewhere = await search(other.token, { take: 5 });
    expect(npisOf(elsewhere.body)).toContain(doc.npis[0]);
  });

  it('answers 400 for a bad body and 401 without a token', async () => {
    const s = await api.newSession();
    const bad = await search(s.token, { zipCode: '12', take: 0, radius: -1, specialty: 'x'.repeat(81) });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['zipCode', 'take', 'radius', 'specialty']),
    );
    expect((await search(s.token, { zipCode: SAMPLE.unknownZip })).body.issues[0].path).toBe('zip');
    expect((await search(null, {})).status).toBe(401);
  });
});

describe('session doctors', () => {
  it('adds once per NPI, toggles PCP, shows on the session and removes', async () => {
    const s = await api.newSession();
    const doc = (await search(s.token, { take: 1 })).body.providers[0];
    const added = await api.request('POST', '/consumer/providers', {
      token: s.token,
      body: saveProviderBodyFor(doc, 2027),
    });
    expect(added.status).toBe(201);
    const provider = sessionProviderResponseSchema.parse(added.body).cntr;
    expect(provider).toMatchObject({ npis: doc.npis, isPcp: false, year: 2027 });
    const again = await api.request('POST', '/consumer/providers', {
      token: s.token,
      body: saveProviderBodyFor(doc, 2027),
    });
    expect(again.status).toBe(200);
    expect(again.body.cntr.uuid).toBe(provider.uuid);
    const sameDoctorOtherNpi = await api.request('POST', '/consumer/providers', {
      token: s.token,
      body: {
        ...saveProviderBodyFor(doc, 2027),
        npis: ['1234567893'],
        providerName: doc.presentation_name.toUpperCase(),
      },
    });
    expect(sameDoctorOtherNpi.status).toBe(200);
    expect(sameDoctorOtherNpi.body.cntr.uuid).toBe(provider.uuid);
    const patched = await api.request('PATCH', `/consumer/providers/update/${provider.uuid}`, {
      token: s.token,
      body: { uuid: provider.uuid, isPcp: true, year: 2027, updated_by: 'consumer' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.cntr.isPcp).toBe(true);
    const session = await api.request('GET', `/consumer/session/${s.referenceId}`, { token: s.token });
    expect(session.body.providers).toEqual([{ ...provider, isPcp: true }]);
    expect(
      (await api.request('DELETE', `/consumer/providers/${provider.uuid}`, { token: s.token })).status,
    ).toBe(204);
    expect(
      (await api.request('DELETE', `/consumer/providers/${provider.uuid}`, { token: s.token })).status,
    ).toBe(404);
  });

  it('answers 400 for bad bodies and mismatched uuids, 401 without a token, and keeps sessions apart', async () => {
    const a = await api.newSession();
    const b = await api.newSession();
    const doc = (await search(a.token, { take: 1 })).body.providers[0];
    const bad = await api.request('POST', '/consumer/providers', {
      token: a.token,
      body: { ...saveProviderBodyFor(doc, 2027), npis: ['123'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('npis.0');
    expect(
      (await api.request('POST', '/consumer/providers', { body: saveProviderBodyFor(doc, 2027) })).status,
    ).toBe(401);
    const added = (
      await api.request('POST', '/consumer/providers', {
        token: a.token,
        body: saveProviderBodyFor(doc, 2027),
      })
    ).body.cntr;
    const mismatch = await api.request('PATCH', `/consumer/providers/update/${added.uuid}`, {
      token: a.token,
      body: { uuid: '00000000-0000-4000-8000-000000000000', isPcp: true, year: 2027, updated_by: 'consumer' },
    });
    expect(mismatch.status).toBe(400);
    const cross = await api.request('PATCH', `/consumer/providers/update/${added.uuid}`, {
      token: b.token,
      body: { uuid: added.uuid, isPcp: true, year: 2027, updated_by: 'consumer' },
    });
    expect(cross.status).toBe(404);
    expect(
      (await api.request('DELETE', `/consumer/providers/${added.uuid}`, { token: b.token })).status,
    ).toBe(404);
    expect((await api.request('DELETE', `/consumer/providers/${added.uuid}`)).status).toBe(401);
    const bView = await api.request('GET', `/consumer/session/${b.referenceId}`, { token: b.token });
    expect(bView.body.providers).toEqual([]);
  });
});
