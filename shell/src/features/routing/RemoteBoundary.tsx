import { Component, type ReactNode } from 'react';
import { isNotFound, type RemoteName, telHref } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { commonMessages } from 'web-kit/messages';
import { focusRing, theme } from 'web-kit/theme';
import { Button } from 'web-kit/ui';
import { forgetRemote, loadRemotePages } from '../../federation/registry';
import { REMOTE_LOAD_FAILED } from '../../federation/runtime-plugin';
import { ErrorPage, errorMessages } from '../error-pages';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';

/**
 * While a remote is down the boundary tries it again in the background after these waits (the last one
 * repeats), and at once when the browser comes back online or the tab is shown again.
 */
export const REMOTE_RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000] as const;

/** What a visitor sees where a remote failed: the chrome stays, and the agent phone is right here. */
export const RemoteFallback = ({ onRetry }: { onRetry: () => void }) => {
  const c = useMessages(commonMessages);
  const m = useMessages(errorMessages);
  const { phone } = useHost();
  return (
    <section
      role="alert"
      data-testid="remote-fallback"
      css={{ border: `2px solid ${theme.border}`, borderRadius: 12, padding: 24, background: theme.surface }}
    >
      <h1 css={{ marginTop: 0 }}>{c.partUnavailableTitle}</h1>
      <p>{c.partUnavailableBody}</p>
      <p>
        <a href={telHref(phone)} css={{ fontSize: '1.3rem', fontWeight: 800, ...focusRing }}>
          {m.callUs(phone)}
        </a>
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {c.tryAgain}
      </Button>
    </section>
  );
};

const isRemoteUnavailable = (error: unknown) =>
  isChunkLoadError(error) || (error instanceof Error && error.name === REMOTE_LOAD_FAILED);

interface Props {
  remote: RemoteName;
  children: ReactNode;
  /** Waits between background retries (tests pass short ones). */
  retryDelaysMs?: readonly number[];
}

/**
 * A React error boundary around one remote: its failure never blanks the page. A remote that could not
 * be loaded is tried again in the background while the fallback stays; once it loads, the page shows.
 */
export class RemoteBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  private attempts = 0;
  private timer: number | undefined;
  private mounted = false;
  private trying = false;

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidMount() {
    this.mounted = true;
    window.addEventListener('online', this.recoverNow);
    document.addEventListener('visibilitychange', this.onVisible);
  }
  override componentWillUnmount() {
    this.mounted = false;
    window.clearTimeout(this.timer);
    window.removeEventListener('online', this.recoverNow);
    document.removeEventListener('visibilitychange', this.onVisible);
  }
  override componentDidCatch(error: unknown) {
    if (isNotFound(error)) return;
    console.error(`[${this.props.remote}]`, error);
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    if (isRemoteUnavailable(error)) this.scheduleRecovery();
  }
  private scheduleRecovery() {
    const delays = this.props.retryDelaysMs ?? REMOTE_RETRY_DELAYS_MS;
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(this.recoverNow, delays[Math.min(this.attempts, delays.length - 1)]);
  }
  private onVisible = () => {
    if (document.visibilityState === 'visible') this.recoverNow();
  };
  /** One background attempt: the fallback stays until the remote's pages have actually loaded. */
  private recoverNow = () => {
    if (!this.mounted || this.trying || !isRemoteUnavailable(this.state.error)) return;
    window.clearTimeout(this.timer);
    this.trying = true;
    this.attempts++;
    forgetRemote(this.props.remote);
    loadRemotePages(this.props.remote).then(
      () => {
        this.trying = false;
        if (this.mounted) this.setState({ error: null });
      },
      () => {
        this.trying = false;
        if (this.mounted) this.scheduleRecovery();
      },
    );
  };
  private retry = () => {
    window.clearTimeout(this.timer);
    forgetRemote(this.props.remote);
    this.setState({ error: null });
  };
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isRemoteUnavailable(error)) return <RemoteFallback onRetry={this.retry} />;
    return <ErrorPage error={error} />;
  }
}
