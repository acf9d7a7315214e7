import {
  drugDetailResponseSchema,
  drugSearchResponseSchema,
  sessionDosagesResponseSchema,
} from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';
import { matchRank } from './catalogue';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const ELIQUIS_5 = async (token: string) => {
  const res = await api.request('GET', '/consumer/drugs/eliquis', { token });
  return drugDetailResponseSchema.parse(res.body).cntr.dosages[1]!;
};

describe('matchRank', () => {
  it('ranks prefixes, word prefixes, substrings and small typos', () => {
    const d = { name: 'atorvastatin', genericName: 'atorvastatin' };
    expect(matchRank(d, 'ator')).toBe(0);
    expect(matchRank({ name: 'Lantus SoloStar', genericName: 'insulin glargine' }, 'glarg')).toBe(1);
    expect(matchRank(d, 'vasta')).toBe(2);
    expect(matchRank(d, 'atrovastatin')).toBe(3);
    expect(matchRank(d, 'metf')).toBeNull();
  });
});

describe('GET /consumer/drugs', () => {
  it('finds brand and generic names by prefix, and tolerates a typo', async () => {
    const s = await api.newSession();
    const res = await api.request('GET', '/consumer/drugs', { token: s.token, query: { name: 'eliq' } });
    expect(res.status).toBe(200);
    expect(drugSearchResponseSchema.parse(res.body).cntr[0]).toMatchObject({
      id: 'eliquis',
      genericName: 'apixaban',
    });
    const generic = await api.request('GET', '/consumer/drugs', { token: s.token, query: { name: 'apixa' } });
    expect(generic.body.cntr.map((d: { id: string }) => d.id)).toContain('eliquis');
    const typo = await api.request('GET', '/consumer/drugs', { token: s.token, query: { name: 'metformn' } });
    expect(typo.body.cntr.map((d: { id: string }) => d.id)).toContain('metformin');
    const limited = await api.request('GET', '/consumer/drugs', {
      token: s.token,
      query: { name: 'in', limit: '3' },
    });
    expect(limited.body.cntr).toHaveLength(3);
  });

  it('answers 400 for a too-short name and 401 without a token', async () => {
    const s = await api.newSession();
    const bad = await api.request('GET', '/consumer/drugs', { token: s.token, query: { name: 'a' } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('name');
    const anon = await api.request('GET', '/consumer/drugs', { query: { name: 'eliquis' } });
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ message: 'Unauthorized Session' });
  });
});

describe('GET /consumer/drugs/{id}', () => {
  it('gives the dosages with NDCs in 5-4-2 form', async () => {
    const s = await api.newSession();
    const res = await api.request('GET', '/consumer/drugs/metformin', { token: s.token });
    expect(res.status).toBe(200);
    const drug = drugDetailResponseSchema.parse(res.body).cntr;
    expect(drug.dosages.map((d) => d.strength)).toEqual(['500 mg', '850 mg', '1000 mg']);
    expect(drug.dosages.every((d) => /^\d{5}-\d{4}-\d{2}$/.test(d.ndc))).toBe(true);
    expect((await api.request('GET', '/consumer/drugs/no-such-drug', { token: s.token })).status).toBe(404);
    expect((await api.request('GET', '/consumer/drugs/metformin')).status).toBe(401);
  });
});

describe('session dosages', () => {
  it('adds, updates and removes a dosage; the search then leaves it out', async () => {
    const s = await api.newSession();
    const dosage = await ELIQUIS_5(s.token);
    const added = await api.request('POST', '/consumer/session/dosages', {
      token: s.token,
      body: { ndc: dosage.ndc, quantity: 60, updatedBy: 'consumer' },
    });
    expect(added.status).toBe(201);
    const list = sessionDosagesResponseSchema.parse(added.body).cntr;
    const mine = list.find((d) => d.ndc === dosage.ndc)!;
    expect(mine).toMatchObject({ drugId: 'eliquis', quantity: 60, frequency: 'EVERY_MONTH' });
    const again = await api.request('POST', '/consumer/session/dosages', {
      token: s.token,
      body: { ndc: dosage.ndc, quantity: 180, frequency: 'EVERY_3_MONTHS', updatedBy: 'consumer' },
    });
    expect(again.body.cntr).toHaveLength(1);
    expect(again.body.cntr[0]).toMatchObject({ dosageRecordID: mine.dosageRecordID, quantity: 180 });
    const search = await api.request('GET', '/consumer/drugs', {
      token: s.token,
      query: { name: 'eliquis' },
    });
    expect(search.body.cntr).toEqual([]);
    const session = await api.request('GET', `/consumer/session/${s.referenceId}`, { token: s.token });
    expect(session.body.dosages.map((d: { ndc: string }) => d.ndc)).toEqual([dosage.ndc]);
    const del = await api.request('DELETE', `/consumer/session/dosages/${mine.dosageRecordID}`, {
      token: s.token,
    });
    expect(del.status).toBe(204);
    const gone = await api.request('DELETE', `/consumer/session/dosages/${mine.dosageRecordID}`, {
      token: s.token,
    });
    expect(gone.status).toBe(404);
  });

  it.each([
    [{ ndc: '1234', quantity: 30, updatedBy: 'consumer' }, 'ndc'],
    [{ ndc: '99999-9999-99', quantity: 30, updatedBy: 'consumer' }, 'ndc'],
    [{ ndc: '83503-1500-01', quantity: -1, updatedBy: 'consumer' }, 'quantity'],
    [{ ndc: '83503-1500-01', quantity: 30, updatedBy: '' }, 'updatedBy'],
    [{ ndc: '83503-1500-01', quantity: 30, frequency: 'DAILY', updatedBy: 'consumer' }, 'frequency'],
  ])('answers 400 for %j', async (body, path) => {
    const s = await api.newSession();
    const res = await api.request('POST', '/consumer/session/dosages', { token: s.token, body });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('answers 401 without a token and keeps sessions apart', async () => {
    const a = await api.newSession();
    const b = await api.newSession();
    const dosage = await ELIQUIS_5(a.token);
    expect(
      (
        await api.request('POST', '/consumer/session/dosages', {
          body: { ndc: dosage.ndc, quantity: 1, updatedBy: 'x' },
        })
      ).status,
    ).toBe(401);
    const added = await api.request('POST', '/consumer/session/dosages', {
      token: a.token,
      body: { ndc: dosage.ndc, quantity: 60, updatedBy: 'consumer' },
    });
    const recordId = added.body.cntr[0].dosageRecordID;
    expect(
      (await api.request('DELETE', `/consumer/session/dosages/${recordId}`, { token: b.token })).status,
    ).toBe(404);
    const bView = await api.request('GET', `/consumer/session/${b.referenceId}`, { token: b.token });
    expect(bView.body.dosages).toEqual([]);
    const aView = await api.request('GET', `/consumer/session/${a.referenceId}`, { token: a.token });
    expect(aView.body.dosages).toHaveLength(1);
    expect((await api.request('DELETE', `/consumer/session/dosages/${recordId}`)).status).toBe(401);
    expect(
      (await api.request('DELETE', '/consumer/session/dosages/not-a-uuid', { token: a.token })).status,
    ).toBe(400);
  });
});
