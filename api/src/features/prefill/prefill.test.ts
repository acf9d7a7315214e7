import { consumerPrefillSchema } from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';
import { SAMPLE_PREFILLS } from './seed';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('GET /consumer/consumer-prefill/{id} (no auth)', () => {
  it('returns a seeded prefill record', async () => {
    const [full] = SAMPLE_PREFILLS;
    const res = await api.request('GET', `/consumer/consumer-prefill/${full!.id}`);
    expect(res.status).toBe(200);
    expect(consumerPrefillSchema.parse(res.body)).toEqual(full);
  });
  it('leaves empty values out', async () => {
    await api.db.query(`insert into consumer_prefills (id, data) values ($1, $2::jsonb)`, [
      '11111111-2222-4333-8444-555555555555',
      JSON.stringify({ firstName: 'Ann', lastName: '', emailAddress: '  ', zip: '85004' }),
    ]);
    const res = await api.request('GET', '/consumer/consumer-prefill/11111111-2222-4333-8444-555555555555');
    expect(res.body).toEqual({ id: '11111111-2222-4333-8444-555555555555', firstName: 'Ann', zip: '85004' });
  });
  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await api.request('GET', '/consumer/consumer-prefill/abc')).status).toBe(400);
    expect((await api.request('GET', `/consumer/consumer-prefill/${crypto.randomUUID()}`)).status).toBe(404);
  });
});
