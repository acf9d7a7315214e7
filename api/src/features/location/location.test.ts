import { countiesResponseSchema, marketsResponseSchema, NOT_SERVED_MESSAGE } from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, SAMPLE, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('GET /consumer/markets (no auth)', () => {
  it('gives the real county, city, market and phone numbers of a served ZIP', async () => {
    const res = await api.request('GET', '/consumer/markets', { query: { zip: SAMPLE.zip } });
    expect(res.status).toBe(200);
    expect(marketsResponseSchema.parse(res.body)).toEqual({
      zip: '85004',
      fips: '04013',
      countyName: 'Maricopa',
      state: 'AZ',
      city: 'Phoenix',
      market: 'Arizona',
      phoneNumbers: { sales: '(623) 223-8884', tty: '711' },
    });
  });

  it('takes the chosen county of a multi-county ZIP, else its main county', async () => {
    const chosen = await api.request('GET', '/consumer/markets', {
      query: { zip: SAMPLE.multiCountyZip, fips: '04013' },
    });
    expect(chosen.body).toMatchObject({ fips: '04013', countyName: 'Maricopa' });
    const main = await api.request('GET', '/consumer/markets', { query: { zip: SAMPLE.multiCountyZip } });
    expect(main.body).toMatchObject({ fips: '04021', countyName: 'Pinal' });
  });

  it('answers 404 with the not-served message for a real ZIP outside the markets', async () => {
    const res = await api.request('GET', '/consumer/markets', { query: { zip: SAMPLE.unservedZip } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(NOT_SERVED_MESSAGE);
  });

  it.each([
    [{}, 'zip'],
    [{ zip: '8500' }, 'zip'],
    [{ zip: 'abcde' }, 'zip'],
    [{ zip: SAMPLE.unknownZip }, 'zip'],
    [{ zip: SAMPLE.zip, fips: '4013' }, 'fips'],
    [{ zip: SAMPLE.zip, fips: '06037' }, 'fips'],
  ])('answers 400 for %j', async (query, path) => {
    const res = await api.request('GET', '/consumer/markets', { query });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('uses the spec message for a malformed ZIP', async () => {
    const res = await api.request('GET', '/consumer/markets', { query: { zip: '123' } });
    expect(res.body.issues[0].message).toBe('Please enter a valid 5-digit ZIP code');
  });
});

describe('GET /consumer/location/counties (no auth)', () => {
  it('lists every county of a multi-county ZIP, the main one first', async () => {
    const res = await api.request('GET', '/consumer/location/counties', {
      query: { zip: SAMPLE.multiCountyZip },
    });
    expect(res.status).toBe(200);
    expect(countiesResponseSchema.parse(res.body).cntr).toEqual([
      { countyName: 'Pinal', countyFIPS: '04021' },
      { countyName: 'Maricopa', countyFIPS: '04013' },
    ]);
  });

  it('lists the counties of unserved ZIPs too (the not-served message comes from markets)', async () => {
    const res = await api.request('GET', '/consumer/location/counties', {
      query: { zip: SAMPLE.unservedZip },
    });
    expect(res.body.cntr).toEqual([{ countyName: 'New York', countyFIPS: '36061' }]);
  });

  it.each([[{}], [{ zip: '1' }], [{ zip: SAMPLE.unknownZip }]])('answers 400 for %j', async (query) => {
    expect((await api.request('GET', '/consumer/location/counties', { query })).status).toBe(400);
  });
});

describe('GET /consumer/location/covered/ (no auth)', () => {
  it.each([
    [SAMPLE.zip, true, false],
    [SAMPLE.secondaryZip, false, true],
    [SAMPLE.unservedZip, false, false],
  ])('%s → primary %s, secondary %s', async (zip, primary, secondary) => {
    const res = await api.request('GET', '/consumer/location/covered/', { query: { zip } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isInPrimaryMarket: primary, isInSecondaryMarket: secondary });
  });

  it('answers without the trailing slash too, and 400 for bad input', async () => {
    expect(
      (await api.request('GET', '/consumer/location/covered', { query: { zip: SAMPLE.zip } })).status,
    ).toBe(200);
    expect(
      (await api.request('GET', '/consumer/location/covered/', { query: { zip: SAMPLE.unknownZip } })).status,
    ).toBe(400);
    expect(
      (await api.request('GET', '/consumer/location/covered/', { query: { zip: SAMPLE.zip, fips: '36061' } }))
        .status,
    ).toBe(400);
  });
});

describe('markets configuration', () => {
  it('serves the states the configuration names', async () => {
    const defaults = api.deps.config.markets;
    api.deps.config.markets = [
      {
        market: 'Empire',
        tier: 'primary',
        states: ['NY'],
        phoneNumbers: { sales: '(212) 555-0100', tty: '711' },
      },
    ];
    try {
      const ny = await api.request('GET', '/consumer/markets', { query: { zip: SAMPLE.unservedZip } });
      expect(ny.body).toMatchObject({ market: 'Empire', phoneNumbers: { sales: '(212) 555-0100' } });
      expect((await api.request('GET', '/consumer/markets', { query: { zip: SAMPLE.zip } })).status).toBe(
        404,
      );
    } finally {
      api.deps.config.markets = defaults;
    }
  });
});
