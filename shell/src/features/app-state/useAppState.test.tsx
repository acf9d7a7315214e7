import { act, render, renderHook } from '@testing-library/react';
import { type ReactNode, useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AREA } from '../../test-app';
import type { AppActor } from './app.machine';
import { initialAppState } from './app.machine';
import { STORAGE_KEY } from './persistence';
import { createVisitAppActor, useAppState } from './useAppState';

/** The app state as a visit has it: its actor made once (by `startVisit` in the shell). */
const useVisitAppState = () => {
  const [made] = useState(createVisitAppActor);
  return useAppState(made);
};

const at =
  (url: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;

const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');

afterEach(() => window.localStorage.clear());

describe('useAppState', () => {
  it('restores the stored state and merges the query parameters of the route', () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        ...initialAppState(2027, 'kept'),
        location: AREA,
        attribution: { utmSource: 'mail' },
      }),
    );
    const { result } = renderHook(useVisitAppState, { wrapper: at('/plans/all/?campaign_id=spring') });
    expect(result.current.state).toMatchObject({
      transactionId: 'kept',
      location: AREA,
      attribution: { utmSource: 'mail', campaignId: 'spring' },
    });
  });

  it('says the ZIP modal shows from the start exactly when no location is stored', () => {
    const first = renderHook(useVisitAppState, { wrapper: at('/') });
    expect(first.result.current.state.showZipModal).toBe(true);
    first.unmount();
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ ...initialAppState(2027, 'kept'), location: AREA, showZipModal: true }),
    );
    const located = renderHook(useVisitAppState, { wrapper: at('/') });
    expect(located.result.current.state.showZipModal).toBe(false);
  });

  it('keeps the same state when the address brings no new attribution', () => {
    const { result } = renderHook(useVisitAppState, { wrapper: at('/?utm_source=mail') });
    const before = result.current.state;
    act(() => result.current.app.send({ type: 'app.attribution', attribution: { utmSource: 'mail' } }));
    expect(result.current.state).toBe(before);
    act(() => result.current.app.send({ type: 'app.attribution', attribution: { utmSource: 'print' } }));
    expect(result.current.state.attribution.utmSource).toBe('print');
  });

  it('starts afresh from a tampered store, and saves every change', () => {
    window.localStorage.setItem(STORAGE_KEY, '{"location":"nowhere"}');
    const { result } = renderHook(useVisitAppState, { wrapper: at('/') });
    expect(result.current.state.location).toBeNull();
    expect(result.current.state.transactionId).toMatch(/^[0-9a-f-]{36}$/);
    act(() => result.current.app.send({ type: 'app.location', location: AREA }));
    expect(result.current.state.location).toEqual(AREA);
    expect(stored()).toMatchObject({ location: AREA, transactionId: result.current.state.transactionId });
  });

  it('saves what a part rendered inside it sends before the actor starts (inner effects run first)', () => {
    // The shell's runtime renders its concerns as nested components (issue 10): the ZIP modal's mirror
    // and the session's sync send to the app from effects that run before the app actor's own.
    const Inner = ({ app }: { app: AppActor }) => {
      useEffect(() => app.send({ type: 'app.location', location: AREA }), [app]);
      return null;
    };
    const Outer = () => {
      const { app, state } = useVisitAppState();
      return (
        <>
          <p data-testid="zip">{state.location?.zipCode ?? 'none'}</p>
          <Inner app={app} />
        </>
      );
    };
    const { getByTestId } = render(<Outer />, { wrapper: at('/') });
    expect(getByTestId('zip').textContent).toBe(AREA.zipCode);
    expect(stored()).toMatchObject({ location: AREA });
  });

  describe('the language', () => {
    const browserSays = (languages: string[]) =>
      vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
    afterEach(() => vi.restoreAllMocks());

    it('is the browser’s on a first visit, English when the browser speaks neither', () => {
      browserSays(['es-MX', 'en-US']);
      const spanish = renderHook(useVisitAppState, { wrapper: at('/') });
      expect(spanish.result.current.state.language).toBe('es');
      spanish.unmount();
      window.localStorage.clear();
      browserSays(['fr-FR']);
      expect(renderHook(useVisitAppState, { wrapper: at('/') }).result.current.state.language).toBe('en');
    });

    it('is the person’s choice on return, whatever the browser says, and ?lang= on any address wins', () => {
      browserSays(['es-US']);
      window.localStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({ ...initialAppState(2027, 'kept'), language: 'en' }),
      );
      const back = renderHook(useVisitAppState, { wrapper: at('/plans/all/') });
      expect(back.result.current.state.language).toBe('en');
      back.unmount();
      const asked = renderHook(useVisitAppState, { wrapper: at('/plans/all/?lang=es') });
      expect(asked.result.current.state.language).toBe('es');
      expect(stored().language).toBe('es');
    });
  });
});
