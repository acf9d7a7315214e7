/** The ZIP modal actor (spec 4), its county lookup and location save running on the api. */
import { useEffect } from 'react';
import { ZIP_LENGTH } from 'shared-contracts';
import type { ApiClient } from 'shared-contracts/http';
import { useStartedActor } from '../actor';
import { reportFailure } from '../analytics';
import type { AppActor } from '../app-state';
import { fetchCounties } from '../session';
import { saveLocation } from './save-location';
import { createZipModalActor } from './zip-modal.machine';

/**
 * A landing link's `zip` (and `fips`) in the address (spec 2), unless it is the stored location: read
 * from the address itself, not the persisted attribution, so a ZIP the person changed later stays.
 */
const zipFromAddress = (app: AppActor) => {
  const query = new URLSearchParams(window.location.search);
  const zip = query.get('zip') ?? '';
  const fips = query.get('fips') ?? undefined;
  if (!/^\d+$/.test(zip) || zip.length !== ZIP_LENGTH) return null;
  const stored = app.getSnapshot().context.location;
  if (stored?.zipCode === zip && (!fips || stored.fips === fips)) return null;
  return { zip, fips };
};

export const useZipModal = (app: AppActor, api: ApiClient) => {
  const actor = useStartedActor(() =>
    createZipModalActor(
      {
        // County lookup failures are reported and silently ignored (spec 8; the prompt goes on).
        fetchCounties: ({ input }) =>
          fetchCounties(api, input.zip).catch((error: unknown) => {
            reportFailure('county-lookup', error);
            throw error;
          }),
        saveLocation: ({ input }) => saveLocation(api, app, input),
      },
      { zip: app.getSnapshot().context.location?.zipCode ?? '' },
    ),
  );
  useEffect(() => {
    const fromQuery = zipFromAddress(app);
    if (fromQuery) actor.send({ type: 'zip.fromQuery', ...fromQuery });
  }, [app, actor]);
  return actor;
};
