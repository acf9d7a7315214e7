/**
 * The app-state actor (spec 3): restored from browser storage, merged with this visit's query
 * parameters, saved back on every change, and fed the query parameters of every route.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_LANGUAGE, languageFromSearch, planYearFor, preferredLanguage } from 'shared-contracts';
import { newTransactionId } from 'shared-contracts/http';
import { useSelector, useStartedActor } from '../actor';
import { readAttribution } from '../attribution';
import {
  type AppActor,
  type AppSnapshot,
  type AppState,
  createAppActor,
  initialAppState,
} from './app.machine';
import { loadAppState, type StoredAppState, saveAppState } from './persistence';

/** The visit's language: `?lang=` on the address wins; then the person's choice; on a first visit, the browser's languages. */
const languageOf = (stored: StoredAppState | null, search: string, browserLanguages: readonly string[]) =>
  languageFromSearch(search) ?? stored?.language ?? preferredLanguage(browserLanguages) ?? DEFAULT_LANGUAGE;

/** The language this page's visit starts in (read before the first render: the start-up waits for its catalogues). */
export const visitLanguage = (storage: Storage, search: string, browserLanguages: readonly string[]) =>
  languageOf(loadAppState(storage), search, browserLanguages);

const restoredState = (storage: Storage, search: string, browserLanguages: readonly string[]): AppState => {
  const stored = loadAppState(storage);
  const base = stored ?? initialAppState(planYearFor(new Date()), newTransactionId());
  return {
    ...base,
    language: languageOf(stored, search, browserLanguages),
    attribution: { ...base.attribution, ...readAttribution(search) },
    // The ZIP modal opens at start exactly when no location is stored (spec 4): the state says so from
    // the start, rather than once the modal's mirror corrects it after the first commit, which re-rendered
    // the whole page in one task (issue 10).
    showZipModal: !base.location,
  };
};

const saveSnapshot = (snapshot: AppSnapshot) => saveAppState(window.localStorage, snapshot.context);

/**
 * The visit's app-state actor: restored, saved at once (attribution from the landing URL survives a
 * visitor who moves on before the first state change), and saved on every change, subscribed before it
 * starts: events that parts of the shell rendered below this one send before it starts (their effects run
 * first) are queued, then saved as they apply.
 */
export const createVisitAppActor = (): AppActor => {
  const restored = restoredState(window.localStorage, window.location.search, window.navigator.languages);
  saveAppState(window.localStorage, restored);
  const actor = createAppActor(restored);
  actor.subscribe(saveSnapshot);
  return actor;
};

/** The app state, from the visit's actor (made before the first render: `startVisit`). */
export const useAppState = (made: AppActor) => {
  const { search } = useLocation();
  const app = useStartedActor(() => made);
  const state = useSelector(app, (s) => s.context);

  useEffect(() => {
    app.send({ type: 'app.attribution', attribution: readAttribution(search) });
    const language = languageFromSearch(search);
    if (language) app.send({ type: 'app.language', language });
  }, [search, app]);

  return { app, state };
};
