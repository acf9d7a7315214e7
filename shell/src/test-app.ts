// A started app-state actor for the shell's hook tests, with the state a test needs.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createActor } from 'xstate';
import { type AppState, appMachine, initialAppState } from './features/app-state/app.machine';

export const testApp = (state: Partial<AppState> = {}) =>
  createActor(appMachine, { input: { ...initialAppState(2027, 'test-transaction'), ...state } }).start();

/** An unsigned token whose `exp` is `secondsFromNow` away: the shell only reads the expiry. */
export const testToken = (secondsFromNow: number) => {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part({ exp: Math.floor(Date.now() / 1000) + secondsFromNow })}.sig`;
};

export const AREA = { zipCode: '85004', fips: '04013', countyName: 'Maricopa' };

/** The time-limit question (the visit's or the member's, by its test id) once it has opened. */
export const openedTimeLimit = async (testId: 'session-time-limit' | 'member-time-limit') => {
  const dialog = (await screen.findByTestId(testId, {}, { timeout: 10_000 })) as HTMLDialogElement;
  await waitFor(() => expect(dialog.open).toBe(true));
  return dialog;
};
