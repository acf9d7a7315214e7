/**
 * The remotes' intents (typed events on the host bus) turned into state changes: a location change
 * opens the ZIP modal, a looked-up place is stored, plan resets, fetches, pins, the chosen order, plan
 * and plan year, consent and consumer updates go to the app state, analytics go to the data layer, call
 * events to call tracking, and a reset request to the full reset.
 */
import { useEffect } from 'react';
import { type EventBus, offeredPlanYears } from 'shared-contracts';
import type { ApiClient } from 'shared-contracts/http';
import { pushDataLayer, startCallTracking } from '../analytics';
import { type AppActor, setPlanYear } from '../app-state';
import type { SessionActor } from '../session';
import { saveLocation, type ZipModalActor } from '../zip-modal';

export interface EventBridge {
  events: EventBus;
  app: AppActor;
  api: ApiClient;
  zipModal: ZipModalActor;
  reset: () => void;
  session: SessionActor;
}

export const useEventBridge = ({ events, app, api, zipModal, reset, session }: EventBridge) => {
  useEffect(() => {
    const offs = [
      events.on('language:change-requested', ({ language }) => app.send({ type: 'app.language', language })),
      events.on('location:change-requested', () =>
        zipModal.send({
          type: 'zip.open',
          editing: true,
          zip: app.getSnapshot().context.location?.zipCode ?? '',
        }),
      ),
      events.on('location:set', (place) => void saveLocation(api, app, place)),
      events.on('plans:reset-requested', ({ reason }) => app.send({ type: 'app.plans.reset', reason })),
      events.on('plans:fetched', (e) => app.send({ type: 'app.plans.fetched', ...e })),
      events.on('plans:pin-toggled', (e) => app.send({ type: 'app.plans.pinToggled', ...e })),
      events.on('plans:sort-chosen', (e) => app.send({ type: 'app.plans.sortChosen', ...e })),
      events.on('plans:year-chosen', ({ year }) => {
        if (offeredPlanYears(new Date()).includes(year)) setPlanYear(app, api, year, true);
      }),
      events.on('plans:plan-chosen', (plan) => app.send({ type: 'app.plans.chosen', plan })),
      events.on('consumer:consented', (e) => app.send({ type: 'app.consented', ...e })),
      events.on('consumer:updated', ({ fields }) => app.send({ type: 'app.consumer', fields })),
      events.on('analytics:track', ({ event, data }) => pushDataLayer({ event, ...data })),
    ];
    const stopCalls = startCallTracking(events, api, () => !!app.getSnapshot().context.session);
    return () => {
      for (const off of offs) off();
      stopCalls();
    };
  }, [events, app, api, zipModal]);
  useEffect(() => events.on('session:reset-requested', reset), [events, reset]);
  // The modal's own actor decides when it shows; the app state mirrors it for the remotes (spec 3).
  // A value restored from storage is corrected at once, not at the modal's next change.
  useEffect(() => {
    const mirror = (s: ReturnType<ZipModalActor['getSnapshot']>) => {
      const show = s.matches('open');
      if (app.getSnapshot().context.showZipModal !== show) app.send({ type: 'app.zipModal', show });
    };
    mirror(zipModal.getSnapshot());
    const sub = zipModal.subscribe(mirror);
    return () => sub.unsubscribe();
  }, [zipModal, app]);
  useEffect(
    () => events.on('session:retry-requested', () => session.send({ type: 'session.retry' })),
    [events, session],
  );
};
