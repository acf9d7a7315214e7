import { configForApiBase } from 'shared-contracts';
import { createApiClient } from 'shared-contracts/http';
import { makeMarket } from 'shared-contracts/test-data';
import { describe, expect, it, vi } from 'vitest';
import { createAppActor, initialAppState } from '../app-state';
import { saveLocation } from './save-location';

const market = makeMarket();

const setup = (respond: (url: URL) => Response) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => respond(new URL((input as Request).url)));
  const api = createApiClient(configForApiBase('http://api.test'), {
    getToken: () => null,
    transactionId: 't',
    fetch: fetchMock,
  });
  const app = createAppActor(initialAppState(2027, 't')).start();
  return { api, app, fetchMock };
};

describe('set location', () => {
  it('stores the market location and resets the plan flags', async () => {
    const { api, app, fetchMock } = setup(() => Response.json(market));
    app.send({ type: 'app.plans.fetched', planType: 'hmo', organizations: 1, products: 1 });
    expect(await saveLocation(api, app, { zip: '85004', fips: '04013', countyName: '' })).toBe(true);
    expect(app.getSnapshot().context.location).toMatchObject({
      zipCode: '85004',
      fips: '04013',
      city: 'Phoenix',
      state: 'AZ',
    });
    expect(app.getSnapshot().context.planFetchFlags.hmo).toBe(true);
    expect(new URL((fetchMock.mock.calls[0]![0] as Request).url).search).toBe('?zip=85004&fips=04013');
  });

  it('is skipped with no zip, and succeeds without a call when zip and fips are unchanged', async () => {
    const { api, app, fetchMock } = setup(() => Response.json(market));
    expect(await saveLocation(api, app, { zip: '', fips: '', countyName: '' })).toBe(false);
    await saveLocation(api, app, { zip: '85004', fips: '04013', countyName: '' });
    expect(await saveLocation(api, app, { zip: '85004', fips: '04013', countyName: '' })).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('clears the location and fails for an area not served', async () => {
    const { api, app } = setup((url) =>
      url.searchParams.get('zip') === '85004'
        ? Response.json(market)
        : Response.json({ message: 'not served' }, { status: 404 }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await saveLocation(api, app, { zip: '85004', fips: '04013', countyName: '' });
    expect(await saveLocation(api, app, { zip: '10001', fips: '36061', countyName: '' })).toBe(false);
    expect(app.getSnapshot().context.location).toBeNull();
  });

  it('stores a known fips and county name directly, without the market lookup', async () => {
    const { api, app, fetchMock } = setup(() => Response.json(market));
    expect(await saveLocation(api, app, { zip: '85004', fips: '04013', countyName: 'Maricopa' })).toBe(true);
    expect(app.getSnapshot().context.location).toEqual({
      zipCode: '85004',
      fips: '04013',
      countyName: 'Maricopa',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
