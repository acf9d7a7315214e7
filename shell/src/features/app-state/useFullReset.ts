/**
 * Full reset (spec 4): consumer data and the stored browser session go, a new session starts and the
 * ZIP modal asks for the area again.
 */
import { useCallback } from 'react';
import type { SessionActor } from '../session/useSessionSync';
import type { ZipModalActor } from '../zip-modal/useZipModal';
import { clearAppState } from './persistence';
import type { AppActor } from './useAppState';

export const useFullReset = (app: AppActor, session: SessionActor, zipModal: ZipModalActor) =>
  useCallback(() => {
    app.send({ type: 'app.reset' });
    clearAppState(window.localStorage);
    session.send({ type: 'session.reset' });
    zipModal.send({ type: 'zip.open', editing: false });
  }, [app, session, zipModal]);
