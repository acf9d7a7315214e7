/** The ZIP modal actor (spec 4), its county lookup and location save running on the api. */
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ApiClient } from 'shared-contracts/http';
import { fromPromise } from 'xstate';
import type { AppActor } from '../app-state/useAppState';
import { fetchCounties } from '../session/session-api';
import { saveLocation } from './save-location';
import { zipModalMachine } from './zip-modal.machine';

export const useZipModal = (app: AppActor, api: ApiClient) => {
  const [input] = useState(() => ({ zip: app.getSnapshot().context.location?.zipCode ?? '' }));
  return useActorRef(
    zipModalMachine.provide({
      actors: {
        fetchCounties: fromPromise(({ input }) => fetchCounties(api, input.zip)),
        saveLocation: fromPromise(({ input }) => saveLocation(api, app, input)),
      },
    }),
    { input },
  );
};

export type ZipModalActor = ReturnType<typeof useZipModal>;
