import { useEffect, useState } from 'react';
import { FETCH_MIN_DELAY_MS } from 'shared-contracts';
import { theme } from 'web-kit/theme';
import { chromeMessages as m } from '../chrome/messages';
import { useShell } from '../host/shell-context';

export const OfflineBanner = () => {
  const { online } = useShell();
  if (online) return null;
  return (
    <p
      role="status"
      data-testid="offline-banner"
      css={{ margin: 0, padding: '12px 24px', background: '#fff4ce', fontWeight: 700 }}
    >
      {m.offline}
    </p>
  );
};

/**
 * The saving/loading notice while the session loads (not on onboarding). It waits the fetch minimum
 * delay before showing, so a fast session never flashes it. It is a polite status, not a blocking
 * dialog: the phone number stays usable whatever the api does.
 */
export const SessionLoading = () => {
  const { sessionLoading } = useShell();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!sessionLoading) {
      setVisible(false);
      return;
    }
    const t = window.setTimeout(() => setVisible(true), FETCH_MIN_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [sessionLoading]);
  if (!visible) return null;
  return (
    <p
      role="status"
      data-testid="loading-modal"
      css={{ margin: 0, padding: '8px 24px', background: theme.surface, color: theme.text }}
    >
      {m.savingSession}
    </p>
  );
};
