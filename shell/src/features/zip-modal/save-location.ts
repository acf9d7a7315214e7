/**
 * The set-location rule (spec 4): skipped with no zip, and a success when zip and fips are unchanged.
 * With both fips and county name the place is stored directly; otherwise the market lookup decides,
 * and no fips back (an area not served) clears every location field and fails. On success the
 * location is stored, which resets the plan fetch flags; the shell then saves it to the server
 * session when one exists.
 */
import type { ApiClient } from 'shared-contracts/http';
import type { AppActor } from '../app-state';
import { lookupMarket } from '../session';
import type { SaveLocationInput } from './zip-modal.machine';

export const saveLocation = async (
  api: ApiClient,
  app: Pick<AppActor, 'getSnapshot' | 'send'>,
  input: SaveLocationInput,
): Promise<boolean> => {
  if (!input.zip) return false;
  const current = app.getSnapshot().context.location;
  if (current && current.zipCode === input.zip && current.fips === input.fips) return true;
  if (input.fips && input.countyName) {
    app.send({
      type: 'app.location',
      location: { zipCode: input.zip, fips: input.fips, countyName: input.countyName },
    });
    return true;
  }
  const market = await lookupMarket(api, input.zip, input.fips || undefined);
  if (!market?.fips) {
    app.send({ type: 'app.location', location: null });
    return false;
  }
  app.send({
    type: 'app.location',
    location: {
      zipCode: market.zip,
      fips: market.fips,
      countyName: market.countyName,
      state: market.state,
      city: market.city,
      market: market.market,
      marketPhoneNumbers: market.phoneNumbers,
    },
  });
  return true;
};
