import { useEffect, useState } from 'react';
import { FETCH_MIN_DELAY_MS } from 'shared-contracts';
import { useMessages } from 'web-kit/i18n';
import { theme } from 'web-kit/theme';
import { chromeMessages } from '../chrome';
import { useShell } from '../host';

export const OfflineBanner = () => {
  const m = useMessages(chromeMessages);
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
 * Over the page, as the spec's "loading modal", never in its flow: a notice that came and went in the
 * flow pushed the whole page down and back up (layout shift, issue 10).
 */
const overPage = {
  position: 'fixed',
  insetInline: 16,
  bottom: 16,
  zIndex: 30,
  margin: 0,
  padding: '12px 24px',
  textAlign: 'center',
  borderRadius: 8,
  border: `2px solid ${theme.border}`,
  background: theme.surface,
  color: theme.text,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.25)',
} as const;

/**
 * The saving/loading notice while the session loads (not on onboarding). It waits the fetch minimum
 * delay before showing, so a fast session never flashes it. It is a polite status, not a blocking
 * dialog: the phone number stays usable whatever the api does.
 */
export const SessionLoading = () => {
  const m = useMessages(chromeMessages);
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
    <p role="status" data-testid="loading-modal" css={overPage}>
      {m.savingSession}
    </p>
  );
};
