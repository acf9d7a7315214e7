// Started actors for the shell's hook tests: the app state with the state a test needs, the ZIP prompt.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Actor } from './features/actor';
import { type AppState, createAppActor, initialAppState } from './features/app-state/app.machine';
import { createZipModalActor, type ZipModalServices } from './features/zip-modal/zip-modal.machine';

export const testApp = (state: Partial<AppState> = {}) =>
  createAppActor({ ...initialAppState(2027, 'test-transaction'), ...state }).start();

/** The actor's snapshot once it satisfies `predicate` (checked now and after every change). */
export const waitForSnapshot = <S>(
  actor: Pick<Actor<S, never>, 'getSnapshot' | 'subscribe'>,
  predicate: (snapshot: S) => boolean,
) =>
  new Promise<S>((resolve) => {
    if (predicate(actor.getSnapshot())) return resolve(actor.getSnapshot());
    const sub = actor.subscribe((snapshot) => {
      if (!predicate(snapshot)) return;
      sub.unsubscribe();
      resolve(snapshot);
    });
  });

const noApi = () => Promise.reject(new Error('no api in this test'));

/** The ZIP prompt's actor, started; its county lookup and save fail unless the test answers them. */
export const testZipModal = (zip = '', services: Partial<ZipModalServices> = {}) =>
  createZipModalActor({ fetchCounties: noApi, saveLocation: noApi, ...services }, { zip }).start();

/** An unsigned token whose `exp` is `secondsFromNow` away: the shell only reads the expiry. */
export const testToken = (secondsFromNow: number) => {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part({ exp: Math.floor(Date.now() / 1000) + secondsFromNow })}.sig`;
};

/** The api's answer to POST /consumer/session: a new session with `accessToken`. */
export const createdSession = (accessToken: string, websiteReferenceId = 'WR1aaaaaaaaaaaaaaaaaaa') => ({
  accessToken,
  expiresAt: '2099-01-01T00:00:00Z',
  websiteReferenceId,
  connectureSessionId: 'C1',
  external_uuid: 'E1',
});

export const AREA = { zipCode: '85004', fips: '04013', countyName: 'Maricopa' };

/** The time-limit question (the visit's or the member's, by its test id) once it has opened. */
export const openedTimeLimit = async (testId: 'session-time-limit' | 'member-time-limit') => {
  const dialog = (await screen.findByTestId(testId, {}, { timeout: 10_000 })) as HTMLDialogElement;
  await waitFor(() => expect(dialog.open).toBe(true));
  return dialog;
};
