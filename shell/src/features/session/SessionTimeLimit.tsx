/**
 * Time limits (WCAG 2.2.1, issue 29): two minutes before a token runs out a dialog asks whether the person
 * needs more time, its button focused, so one key (Enter or Space) keeps them in. The visit's session
 * token runs out 24 hours after it was issued by default: staying renews the token of the same session
 * (GET /consumer/session/{referenceId}), and the drugs, doctors and choices tied to it stay. A member's
 * access (../member/MemberTimeLimit.tsx) asks the same question.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useHost } from 'shared-contracts/react';
import { useSelector } from '../actor';
import type { AppActor } from '../app-state';
import type { SessionActor } from './session.machine';
import { fetchSession } from './session-api';
import { tokenExpiry } from './token';

/** How long before a token runs out the person is asked. */
export const WARN_BEFORE_MS = 2 * 60_000;
/** setTimeout's longest wait; a later warning is armed again when it fires early. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

const TimeLimitDialog = lazy(() => import('./SessionTimeLimitDialog'));

/** Which limit: the visit's session, or a member's access to their account. */
export type TimeLimitKind = 'visit' | 'member';

/**
 * The question before a limit ending at `endsAtMs` (null: no limit now). `renew` gets the new limit; when
 * it fails the dialog says so and gives the phone. A new `endsAtMs` closes the question and arms the next.
 */
export const TimeLimit = ({
  kind,
  endsAtMs,
  renew,
}: {
  kind: TimeLimitKind;
  endsAtMs: number | null;
  renew: () => Promise<void>;
}) => {
  const [warning, setWarning] = useState(false);
  // The limit whose renewal failed: a later limit asks afresh.
  const [failedFor, setFailedFor] = useState<number | null>(null);
  // Kept on the page once asked: a <dialog> closed (not removed) gives focus back to where it was.
  const [asked, setAsked] = useState(false);
  if (warning && !asked) setAsked(true);

  useEffect(() => {
    setWarning(false);
    if (endsAtMs === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const wait = endsAtMs - WARN_BEFORE_MS - Date.now();
      if (wait <= 0) setWarning(true);
      else timer = setTimeout(arm, Math.min(wait, LONGEST_TIMER_MS));
    };
    arm();
    return () => clearTimeout(timer);
  }, [endsAtMs]);

  const stay = async () => {
    try {
      await renew();
    } catch (error) {
      console.warn(`[time limit] the ${kind} could not be renewed`, error);
      setFailedFor(endsAtMs);
    }
  };

  return asked ? (
    <Suspense fallback={null}>
      <TimeLimitDialog
        kind={kind}
        open={warning}
        failed={failedFor !== null && failedFor === endsAtMs}
        onStay={() => void stay()}
      />
    </Suspense>
  ) : null;
};

export const SessionTimeLimit = ({ app, session }: { app: AppActor; session: SessionActor }) => {
  const { api } = useHost();
  const stored = useSelector(app, (s) => s.context.session);
  const ready = useSelector(session, (s) => s.matches('ready'));
  const renew = async () => {
    if (!stored) return;
    const renewed = await fetchSession(api, stored.websiteReferenceId, stored.accessToken);
    // The session actor passes the new token to the app state, which arms the next warning.
    session.send({ type: 'session.renewed', session: renewed });
  };
  return (
    <TimeLimit
      kind="visit"
      endsAtMs={ready && stored ? tokenExpiry(stored.accessToken) * 1000 : null}
      renew={renew}
    />
  );
};
