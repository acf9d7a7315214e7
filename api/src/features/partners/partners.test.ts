import { partnerSchema } from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, TEST_PARTNER_TOKEN, type TestApi } from '../../test/harness';
import { SAMPLE_PARTNERS } from './seed';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('GET /partners/partners/{id}', () => {
  it('returns each of the three partners with a partner token', async () => {
    expect(SAMPLE_PARTNERS).toHaveLength(3);
    for (const p of SAMPLE_PARTNERS) {
      const partner = await api.readOk(`/partners/partners/${p.id}`, partnerSchema, {
        token: TEST_PARTNER_TOKEN,
      });
      expect(partner).toMatchObject({
        id: p.id,
        salesforceId: p.salesforceId,
        name: p.name,
        url: p.url,
        colors: { primary: p.primary },
        logo: p.logo,
      });
    }
    // The USN co-brand's logo is an image a browser can show, with its text alternative.
    expect(SAMPLE_PARTNERS[0].logo?.src).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });
  it("accepts a visitor's session token and the short path", async () => {
    const s = await api.newSession();
    expect((await api.request('GET', '/partners/usn', { token: s.token })).status).toBe(200);
  });
  it('answers 401 without or with a wrong token', async () => {
    for (const token of [null, 'wrong-token', `${TEST_PARTNER_TOKEN}x`]) {
      const res = await api.request('GET', '/partners/partners/usn', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthorized Session' });
    }
  });
  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect(
      (await api.request('GET', '/partners/partners/Bad_Id!', { token: TEST_PARTNER_TOKEN })).status,
    ).toBe(400);
    expect(
      (await api.request('GET', '/partners/partners/nobody', { token: TEST_PARTNER_TOKEN })).status,
    ).toBe(404);
  });
});
