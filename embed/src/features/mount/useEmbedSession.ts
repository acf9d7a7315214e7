import { useEffect, useState } from 'react';
import type { EventBus, RuntimeConfig } from 'shared-contracts';
import { type StartedSession, startSessionForZip } from 'web-kit/host-session';
import { report } from 'web-kit/reporting';

export type EmbedSession =
  | { status: 'idle' | 'starting' | 'failed'; started: null }
  | { status: 'unknown-zip'; started: null; zip: string }
  | { status: 'ready'; started: StartedSession };

/**
 * The embedding's own session for a ZIP: created through the api when the ZIP is known or changes,
 * again on 'session:retry-requested'; the request is aborted when the ZIP changes or the finder goes.
 * Always the answer for the ZIP given: on the render a new ZIP arrives, the last ZIP's answer (its
 * "unknown" or its session) is not said for the new one, which is 'starting' at once.
 */
export const useEmbedSession = (
  config: RuntimeConfig,
  zip: string | null,
  events: EventBus,
): EmbedSession => {
  // `for`: the ZIP this answer is for.
  const [answer, setState] = useState<EmbedSession & { for?: string }>({ status: 'idle', started: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => events.on('session:retry-requested', () => setAttempt((n) => n + 1)), [events]);
  useEffect(() => {
    if (!zip) {
      setState({ status: 'idle', started: null });
      return;
    }
    const abort = new AbortController();
    setState({ status: 'starting', started: null, for: zip });
    // The partner's page is the landing page.
    startSessionForZip(config, zip, { landingUrl: window.location.href, signal: abort.signal }).then(
      (started) => {
        if (abort.signal.aborted) return;
        setState(
          started
            ? { status: 'ready', started, for: zip }
            : { status: 'unknown-zip', started: null, zip, for: zip },
        );
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        report('embed-session', error);
        setState({ status: 'failed', started: null, for: zip });
      },
    );
    return () => abort.abort();
  }, [config, zip, events, attempt]);
  if (!zip) return { status: 'idle', started: null };
  if (answer.for !== zip) return { status: 'starting', started: null };
  return answer;
};
