import { sessionLocationListSchema, sessionLocationSchema } from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const PATH = '/consumer/session-provider-network-locations';
const providers = [{ npi: '1234567893', name: 'Dr. Sample' }];

describe('session provider-network locations', () => {
  it('saves, lists, changes and removes the own locations', async () => {
    const s = await api.newSession();
    const created = await api.request('POST', PATH, {
      token: s.token,
      body: { locationId: 'loc-1', updatedBy: 'consumer@example.com', providers },
    });
    expect(created.status).toBe(201);
    const saved = sessionLocationSchema.parse(created.body);
    expect(saved).toMatchObject({ locationId: 'loc-1', updatedBy: 'consumer@example.com', providers });

    const again = await api.request('POST', PATH, {
      token: s.token,
      body: { locationId: 'loc-1', updatedBy: 'agent' },
    });
    expect(again.body).toMatchObject({ id: saved.id, updatedBy: 'agent', providers: [] });

    const patched = await api.request('PATCH', PATH, {
      token: s.token,
      body: { id: saved.id, updatedBy: 'agent', providers },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: saved.id, locationId: 'loc-1', providers });

    const list = await api.request('GET', PATH, { token: s.token });
    expect(sessionLocationListSchema.parse(list.body).cntr.map((l) => l.id)).toEqual([saved.id]);

    expect((await api.request('DELETE', `${PATH}/${saved.id}`, { token: s.token })).status).toBe(204);
    expect((await api.request('GET', PATH, { token: s.token })).body).toEqual({ cntr: [] });
    expect((await api.request('DELETE', `${PATH}/${saved.id}`, { token: s.token })).status).toBe(404);
  });

  it('keeps sessions apart: another session can neither see, change nor remove a location', async () => {
    const a = await api.newSession();
    const b = await api.newSession();
    const created = await api.request('POST', PATH, {
      token: a.token,
      body: { locationId: 'loc-a', updatedBy: 'consumer', providers },
    });
    const id = created.body.id;
    expect((await api.request('GET', PATH, { token: b.token })).body).toEqual({ cntr: [] });
    expect(
      (await api.request('PATCH', PATH, { token: b.token, body: { id, updatedBy: 'agent', providers: [] } }))
        .status,
    ).toBe(404);
    expect((await api.request('DELETE', `${PATH}/${id}`, { token: b.token })).status).toBe(404);
    const list = await api.request('GET', PATH, { token: a.token });
    expect(list.body.cntr).toEqual([expect.objectContaining({ id, providers, updatedBy: 'consumer' })]);
  });

  it('answers 400 for bad bodies and ids, and for a locationId already saved', async () => {
    const s = await api.newSession();
    for (const body of [
      {},
      { locationId: '', updatedBy: 'consumer' },
      { locationId: 'x', updatedBy: '' },
      { locationId: 'x', updatedBy: 'consumer', providers: [{ npi: '123' }] },
    ]) {
      expect((await api.request('POST', PATH, { token: s.token, body })).status).toBe(400);
    }
    expect(
      (await api.request('PATCH', PATH, { token: s.token, body: { id: 'x', updatedBy: 'agent' } })).status,
    ).toBe(400);
    expect((await api.request('DELETE', `${PATH}/not-a-uuid`, { token: s.token })).status).toBe(400);
    await api.request('POST', PATH, { token: s.token, body: { locationId: 'one', updatedBy: 'consumer' } });
    const two = await api.request('POST', PATH, {
      token: s.token,
      body: { locationId: 'two', updatedBy: 'consumer' },
    });
    const clash = await api.request('PATCH', PATH, {
      token: s.token,
      body: { id: two.body.id, locationId: 'one', updatedBy: 'agent' },
    });
    expect(clash.status).toBe(400);
  });

  it('answers 401 without a token on every method', async () => {
    expect((await api.request('GET', PATH)).status).toBe(401);
    expect(
      (await api.request('POST', PATH, { body: { locationId: 'x', updatedBy: 'consumer' } })).status,
    ).toBe(401);
    expect(
      (await api.request('PATCH', PATH, { body: { id: crypto.randomUUID(), updatedBy: 'agent' } })).status,
    ).toBe(401);
    expect((await api.request('DELETE', `${PATH}/${crypto.randomUUID()}`)).status).toBe(401);
  });
});
