import {
  pharmacyDetailResponseSchema,
  pharmacySearchResponseSchema,
  sessionPharmaciesResponseSchema,
} from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlParam } from '../../db/db';
import { createTestApi, SAMPLE, type TestApi } from '../../test/harness';
import { NETWORK_STATUS_SQL, PHARMACY_SEARCH_SQL } from './pharmacies';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const search = (token: string | null, query: Record<string, string>) =>
  api.request('GET', '/consumer/pharmacies', { token, query: { zip: SAMPLE.zip, ...query } });

describe('GET /consumer/pharmacies', () => {
  it('lists pharmacies within the radius, nearest first, with distances rounded to 2 decimals, paged', async () => {
    const s = await api.newSession();
    const res = await search(s.token, { radius: '25', take: '10' });
    expect(res.status).toBe(200);
    const { pharmacyList, total } = pharmacySearchResponseSchema.parse(res.body).cntr;
    expect(pharmacyList).toHaveLength(10);
    expect(total).toBeGreaterThan(10);
    const distances = pharmacyList.map((p) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 25 && Math.round(d * 100) / 100 === d)).toBe(true);
    const next = await search(s.token, { radius: '25', take: '10', skip: '10' });
    expect(next.body.cntr.pharmacyList[0].pharmacyRecordID).not.toBe(pharmacyList[0]!.pharmacyRecordID);
    const near = await search(s.token, { radius: '1', take: '100' });
    expect(near.body.cntr.total).toBeLessThan(total);
  });

  it('filters by name and lists mail-order pharmacies', async () => {
    const s = await api.newSession();
    const named = await search(s.token, { radius: '50', take: '100', name: 'careway' });
    expect(named.body.cntr.pharmacyList.length).toBeGreaterThan(0);
    expect(named.body.cntr.pharmacyList.every((p: { name: string }) => p.name.startsWith('CAREWAY'))).toBe(
      true,
    );
    // A typed % is a character, not a LIKE wildcard.
    expect((await search(s.token, { radius: '50', name: '%' })).body.cntr.total).toBe(0);
    const mail = await search(s.token, { mailOrder: 'true' });
    expect(mail.body.cntr.pharmacyList.every((p: { isMailOrder: boolean }) => p.isMailOrder)).toBe(true);
    expect(mail.body.cntr.total).toBe(3);
  });

  it('lists the NPPES pharmacies (taxonomy 3336...) by NPI, at their ZIP, and only those', async () => {
    const s = await api.newSession();
    const { pharmacyList, total } = pharmacySearchResponseSchema.parse(
      (await search(s.token, { radius: '100', take: '100' })).body,
    ).cntr;
    const rows = await api.db.query<{
      npi: string;
      zip: string;
      organization_name: string;
      taxonomy: string;
    }>(
      `select npi, zip, organization_name, taxonomy from npi_providers where kind = 'pharmacy' and npi = any($1::text[])`,
      [pharmacyList.map((p) => p.pharmacyRecordID)],
    );
    expect(rows).toHaveLength(pharmacyList.length);
    expect(total).toBe(pharmacyList.length);
    const byNpi = new Map(rows.map((r) => [r.npi, r]));
    for (const p of pharmacyList) {
      const row = byNpi.get(p.pharmacyRecordID)!;
      expect(row.taxonomy.startsWith('3336') && row.taxonomy !== '3336M0002X').toBe(true);
      expect({ name: p.name, zip: p.address.zip }).toEqual({ name: row.organization_name, zip: row.zip });
    }
    const atZip = pharmacyList.filter((p) => p.address.zip === SAMPLE.zip);
    expect(atZip.length).toBeGreaterThan(0);
    expect(atZip.every((p) => p.distance === 0 && p.sample)).toBe(true);
  });

  it("gives each pharmacy's status in the area's Part D plans' networks, as the pharmacy networks file lists it", async () => {
    const s = await api.newSession();
    const { pharmacyList } = pharmacySearchResponseSchema.parse(
      (await search(s.token, { radius: '100', take: '100' })).body,
    ).cntr;
    const listed = await api.db.query<{
      npi: string;
      plan: string;
      retail: string;
      preferred: string | null;
    }>(
      `select right(n.pharmacy_number, 10) as npi, n.contract_id || '-' || n.plan_id || '-' || n.segment_id as plan,
              n.pharmacy_retail as retail, n.preferred_status_retail as preferred
         from part_d_pharmacy_networks n
         join part_d_plan_information i using (contract_id, plan_id, segment_id)
        where n.in_area_flag = 1 and (i.county_code = $1 or i.pdp_region_code = '34')`,
      [SAMPLE.fips],
    );
    const expected = (npi: string) =>
      [
        ...new Set(
          listed
            .filter((l) => l.npi === npi)
            .map((l) => `${l.plan} ${l.preferred === 'Y' ? 'preferred' : 'inNetwork'}`),
        ),
      ].sort();
    const statuses = pharmacyList.map((p) => ({
      npi: p.pharmacyRecordID,
      got: (p.networks ?? []).map((n) => `${n.planId} ${n.status}`).sort(),
    }));
    for (const { npi, got } of statuses) expect(got, npi).toEqual(expected(npi));
    // The sample lists some pharmacies as preferred, some not, and leaves some out of every network.
    const all = statuses.flatMap((x) => x.got);
    expect(all.some((x) => x.endsWith('preferred'))).toBe(true);
    expect(all.some((x) => x.endsWith('inNetwork'))).toBe(true);
    expect(statuses.some((x) => x.got.length === 0)).toBe(true);
    const mail = pharmacySearchResponseSchema.parse((await search(s.token, { mailOrder: 'true' })).body).cntr
      .pharmacyList;
    expect(mail.flatMap((p) => p.networks ?? []).map((n) => n.status)).toContain('mailOrder');
  });

  it('reads the nearby ZIPs of npi_providers through its indexes', async () => {
    const plan = (sql: string, params: readonly SqlParam[]) =>
      api.db.transaction(async (tx) => {
        // The sample tables are tiny: without this a sequential scan is cheaper and says nothing.
        await tx.exec('set local enable_seqscan = off');
        const rows = await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    const retail = await plan(PHARMACY_SEARCH_SQL, [[SAMPLE.zip], [0], false, [], 5, 0]);
    expect(retail).toContain('npi_providers_zip');
    expect(retail).not.toMatch(/Seq Scan on npi_providers/);
    const mail = await plan(PHARMACY_SEARCH_SQL, [[], [], true, [], 5, 0]);
    expect(mail).toContain('npi_providers_taxonomy');
    expect(mail).not.toMatch(/Seq Scan on npi_providers/);
    const networks = await plan(NETWORK_STATUS_SQL, [['1234567893'], [SAMPLE.fips]]);
    expect(networks).toMatch(/part_d_pharmacy_networks_\d{4}_pharmacy_npi/);
  });

  it.each([
    [{ zip: '123' }, 'zip'],
    [{ radius: '-3' }, 'radius'],
    [{ take: '0' }, 'take'],
    [{ mailOrder: 'perhaps' }, 'mailOrder'],
  ])('answers 400 for %j', async (q, path) => {
    const s = await api.newSession();
    const res = await search(s.token, q);
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('answers 401 without a token and 404 outside the markets', async () => {
    expect((await search(null, {})).status).toBe(401);
    const s = await api.newSession();
    expect((await search(s.token, { zip: SAMPLE.unservedZip })).status).toBe(404);
  });
});

describe('GET /consumer/pharmacies/{pharmacyRecordID} (extension)', () => {
  const detail = (token: string | null, id: string, zip: string = SAMPLE.zip) =>
    api.request('GET', `/consumer/pharmacies/${id}`, { token, query: { zip } });

  it('reads one pharmacy with the same distance the search gives', async () => {
    const s = await api.newSession();
    const found = pharmacySearchResponseSchema.parse((await search(s.token, { take: '3' })).body).cntr
      .pharmacyList[2]!;
    const res = await detail(s.token, found.pharmacyRecordID);
    expect(res.status).toBe(200);
    expect(pharmacyDetailResponseSchema.parse(res.body).cntr).toEqual(found);
  });

  it('answers 400 for a bad ZIP, 401 without a token and 404 for an unknown id', async () => {
    const s = await api.newSession();
    const found = (await search(s.token, { take: '1' })).body.cntr.pharmacyList[0];
    const bad = await detail(s.token, found.pharmacyRecordID, '12');
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path)).toContain('zip');
    expect((await detail(null, found.pharmacyRecordID)).status).toBe(401);
    expect((await detail(s.token, 'no-such-pharmacy')).status).toBe(404);
  });
});

describe('session pharmacies', () => {
  it('adds (at most five), lists on the session and removes', async () => {
    const s = await api.newSession();
    const ids = (await search(s.token, { radius: '50', take: '6' })).body.cntr.pharmacyList.map(
      (p: { pharmacyRecordID: string }) => p.pharmacyRecordID,
    );
    // Given in descending NPI order and saved in one statement: listed in the order given, not by NPI.
    const given = ids.slice(0, 2).sort().reverse();
    const added = await api.request('POST', '/consumer/session/pharmacies', {
      token: s.token,
      body: { pharmacyRecordIDs: given, updatedBy: 'consumer' },
    });
    expect(added.status).toBe(201);
    expect(sessionPharmaciesResponseSchema.parse(added.body).cntr.map((p) => p.pharmacyRecordID)).toEqual(
      given,
    );
    const tooMany = await api.request('POST', '/consumer/session/pharmacies', {
      token: s.token,
      body: { pharmacyRecordIDs: ids.slice(2, 6), updatedBy: 'consumer' },
    });
    expect(tooMany.status).toBe(400);
    const session = await api.request('GET', `/consumer/session/${s.referenceId}`, { token: s.token });
    expect(session.body.pharmacies).toHaveLength(2);
    expect(
      (await api.request('DELETE', `/consumer/session/pharmacies/${ids[0]}`, { token: s.token })).status,
    ).toBe(204);
    expect(
      (await api.request('DELETE', `/consumer/session/pharmacies/${ids[0]}`, { token: s.token })).status,
    ).toBe(404);
  });

  it('answers 400 for unknown or missing ids, 401 without a token, and keeps sessions apart', async () => {
    const a = await api.newSession();
    const b = await api.newSession();
    const mail = (await search(a.token, { mailOrder: 'true' })).body.cntr.pharmacyList[0].pharmacyRecordID;
    const bad = await api.request('POST', '/consumer/session/pharmacies', {
      token: a.token,
      body: { pharmacyRecordIDs: ['PH-NOPE'], updatedBy: 'consumer' },
    });
    expect(bad.status).toBe(400);
    const empty = await api.request('POST', '/consumer/session/pharmacies', {
      token: a.token,
      body: { pharmacyRecordIDs: [], updatedBy: 'consumer' },
    });
    expect(empty.status).toBe(400);
    expect(
      (
        await api.request('POST', '/consumer/session/pharmacies', {
          body: { pharmacyRecordIDs: [mail], updatedBy: 'x' },
        })
      ).status,
    ).toBe(401);
    await api.request('POST', '/consumer/session/pharmacies', {
      token: a.token,
      body: { pharmacyRecordIDs: [mail], updatedBy: 'consumer' },
    });
    expect(
      (await api.request('DELETE', `/consumer/session/pharmacies/${mail}`, { token: b.token })).status,
    ).toBe(404);
    const aView = await api.request('GET', `/consumer/session/${a.referenceId}`, { token: a.token });
    expect(aView.body.pharmacies.map((p: { pharmacyRecordID: string }) => p.pharmacyRecordID)).toEqual([
      mail,
    ]);
    const bView = await api.request('GET', `/consumer/session/${b.referenceId}`, { token: b.token });
    expect(bView.body.pharmacies).toEqual([]);
  });
});
