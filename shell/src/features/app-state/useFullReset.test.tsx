import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AREA, testApp, testZipModal } from '../../test-app';
import { createSessionActor, type RestoredSession } from '../session';
import { STORAGE_KEY } from './persistence';
import { useFullReset } from './useFullReset';

const readySession = () => {
  // The new session is never answered: the test looks at the reset, not at what follows.
  const pending = new Promise<RestoredSession>(() => {});
  return createSessionActor(
    { createSession: () => pending, fetchSession: () => pending },
    {
      stored: { websiteReferenceId: 'WR1', accessToken: 't', connectureSessionId: 'C1' },
      landingUrl: 'http://localhost/',
      now: () => 0,
    },
  ).start();
};

describe('useFullReset', () => {
  it('clears consumer data and the stored session, starts a new session and asks for the ZIP again', () => {
    const app = testApp({
      location: AREA,
      consumer: { firstName: 'Ana' },
      session: { websiteReferenceId: 'WR1', accessToken: 't' },
      attribution: { campaignId: 'spring' },
    });
    window.localStorage.setItem(STORAGE_KEY, '{}');
    const session = readySession();
    const zipModal = testZipModal(AREA.zipCode);
    expect(session.getSnapshot().matches('ready')).toBe(true);

    const queryClient = new QueryClient();
    queryClient.setQueryData(['drugs', 'WR1'], [{ id: 'd1' }]);
    window.sessionStorage.setItem('mfe-plans:medigap-quote', '{}');

    renderHook(() => useFullReset(app, session, zipModal, queryClient)).result.current();

    expect(app.getSnapshot().context).toMatchObject({
      location: null,
      consumer: {},
      session: null,
      attribution: { campaignId: 'spring' },
    });
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    // Drugs, pharmacies, benefits, providers and disclaimers of the old session go with it.
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(session.getSnapshot().matches('creating')).toBe(true);
    expect(zipModal.getSnapshot().matches('open')).toBe(true);
    expect(zipModal.getSnapshot().context).toMatchObject({ zip: '', editing: false });
  });
});
