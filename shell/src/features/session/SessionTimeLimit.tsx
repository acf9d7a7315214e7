/**
 * The session's time limit (WCAG 2.2.1, issue 29): the access token of a visit runs out (24 hours by
 * default); two minutes before it does, a dialog asks whether the person needs more time, its button
 * focused, so one key (Enter or Space) keeps the visit: the api renews the token of the same session
 * (GET /consumer/session/{referenceId}), and the drugs, doctors and choices tied to it stay.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { Button, Dialog } from 'web-kit/ui';
import type { AppActor } from '../app-state';
import { sessionMessages } from './messages';
import { fetchSession } from './session-api';
import { tokenExpiry } from './token';
import type { SessionActor } from './useSessionSync';

/** How long before the token runs out the person is asked. */
export const WARN_BEFORE_MS = 2 * 60_000;
/** setTimeout's longest wait; a later warning is armed again when it fires early. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export const SessionTimeLimit = ({ app, session }: { app: AppActor; session: SessionActor }) => {
  const m = useMessages(sessionMessages);
  const { api, phone } = useHost();
  const stored = useSelector(app, (s) => s.context.session);
  const ready = useSelector(session, (s) => s.matches('ready'));
  const [warning, setWarning] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setWarning(false);
    setFailed(false);
    if (!ready || !stored) return;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const wait = tokenExpiry(stored.accessToken) * 1000 - WARN_BEFORE_MS - Date.now();
      if (wait <= 0) setWarning(true);
      else timer = setTimeout(arm, Math.min(wait, LONGEST_TIMER_MS));
    };
    arm();
    return () => clearTimeout(timer);
  }, [ready, stored]);

  const stay = async () => {
    if (!stored) return;
    try {
      const renewed = await fetchSession(api, stored.websiteReferenceId, stored.accessToken);
      // The session actor passes the new token to the app state, which arms the next warning.
      session.send({ type: 'session.renewed', session: renewed });
    } catch (error) {
      console.warn('[session] the visit could not be renewed', error);
      setFailed(true);
    }
  };

  return (
    <Dialog open={warning} title={m.title} testId="session-time-limit">
      <p>{m.body}</p>
      <Button onClick={() => void stay()}>{m.stay}</Button>
      {failed ? <p role="alert">{m.failed(phone)}</p> : null}
    </Dialog>
  );
};
