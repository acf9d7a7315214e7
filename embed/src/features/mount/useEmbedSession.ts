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
 */
export const useEmbedSession = (
  config: RuntimeConfig,
  zip: string | null,
  events: EventBus,
): EmbedSession => {
  const [state, setState] = useState<EmbedSession>({ status: 'idle', started: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => events.on('session:retry-requested', () => setAttempt((n) => n + 1)), [events]);
  useEffect(() => {
    if (!zip) {
      setState({ status: 'idle', started: null });
      return;
    }
    const abort = new AbortController();
    setState({ status: 'starting', started: null });
    // The partner's page is the landing page.
    startSessionForZip(config, zip, { landingUrl: window.location.href, signal: abort.signal }).then(
      (started) => {
        if (abort.signal.aborted) return;
        setState(started ? { status: 'ready', started } : { status: 'unknown-zip', started: null, zip });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        report('embed-session', error);
        setState({ status: 'failed', started: null });
      },
    );
    return () => abort.abort();
  }, [config, zip, events, attempt]);
  return state;
};
