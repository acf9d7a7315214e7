/**
 * Full reset (spec 4): consumer data and the stored browser session go, the server data cached for
 * the old session (disclaimers, drugs, pharmacies, benefits, providers) is dropped, a new session
 * starts and the ZIP modal asks for the area again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionActor } from '../session';
import type { ZipModalActor } from '../zip-modal';
import type { AppActor } from './app.machine';
import { clearAppState } from './persistence';

export const useFullReset = (
  app: AppActor,
  session: SessionActor,
  zipModal: ZipModalActor,
  queryClient: QueryClient,
) =>
  useCallback(() => {
    app.send({ type: 'app.reset' });
    clearAppState(window.localStorage);
    // Remotes keep per-visit answers (the Medigap quote) in session storage: the visit ends here.
    window.sessionStorage.clear();
    queryClient.clear();
    session.send({ type: 'session.reset' });
    zipModal.send({ type: 'zip.open', editing: false });
  }, [app, session, zipModal, queryClient]);
