import {
  pharmacyDetailResponseSchema,
  pharmacySearchResponseSchema,
  sessionPharmaciesResponseSchema,
} from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, SAMPLE, type TestApi } from '../../test/harness';

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
    expect(named.body.cntr.pharmacyList.every((p: { name: string }) => p.name.startsWith('CareWay'))).toBe(
      true,
    );
    const mail = await search(s.token, { mailOrder: 'true' });
    expect(mail.body.cntr.pharmacyList.every((p: { isMailOrder: boolean }) => p.isMailOrder)).toBe(true);
    expect(mail.body.cntr.total).toBe(3);
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
    const added = await api.request('POST', '/consumer/session/pharmacies', {
      token: s.token,
      body: { pharmacyRecordIDs: ids.slice(0, 2), updatedBy: 'consumer' },
    });
    expect(added.status).toBe(201);
    expect(sessionPharmaciesResponseSchema.parse(added.body).cntr.map((p) => p.pharmacyRecordID)).toEqual(
      ids.slice(0, 2),
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
          body: { pharmacyRecordIDs: ['MAIL-001'], updatedBy: 'x' },
        })
      ).status,
    ).toBe(401);
    await api.request('POST', '/consumer/session/pharmacies', {
      token: a.token,
      body: { pharmacyRecordIDs: ['MAIL-001'], updatedBy: 'consumer' },
    });
    expect(
      (await api.request('DELETE', '/consumer/session/pharmacies/MAIL-001', { token: b.token })).status,
    ).toBe(404);
    const aView = await api.request('GET', `/consumer/session/${a.referenceId}`, { token: a.token });
    expect(aView.body.pharmacies.map((p: { pharmacyRecordID: string }) => p.pharmacyRecordID)).toEqual([
      'MAIL-001',
    ]);
    const bView = await api.request('GET', `/consumer/session/${b.referenceId}`, { token: b.token });
    expect(bView.body.pharmacies).toEqual([]);
  });
});
