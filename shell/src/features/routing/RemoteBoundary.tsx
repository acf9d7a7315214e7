import { Component, type ReactNode } from 'react';
import { isNotFound, type RemoteName, telHref } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { focusRing, theme } from 'web-kit/theme';
import { forgetRemote } from '../../federation/registry';
import { REMOTE_LOAD_FAILED } from '../../federation/runtime-plugin';
import { ErrorPage } from '../error-pages/ErrorPage';
import { errorMessages as m } from '../error-pages/messages';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';

/** What a visitor sees where a remote failed: the chrome stays, and the agent phone is right here. */
export const RemoteFallback = ({ onRetry }: { onRetry: () => void }) => {
  const { phone } = useHost();
  return (
    <section
      role="alert"
      data-testid="remote-fallback"
      css={{ border: `2px solid ${theme.border}`, borderRadius: 12, padding: 24, background: theme.surface }}
    >
      <h1 css={{ marginTop: 0 }}>{m.remoteFailedHeadline}</h1>
      <p>{m.remoteFailedBody}</p>
      <p>
        <a href={telHref(phone)} css={{ fontSize: '1.3rem', fontWeight: 800, ...focusRing }}>
          {m.callUs(phone)}
        </a>
      </p>
      <button
        type="button"
        onClick={onRetry}
        css={{
          minHeight: 48,
          padding: '8px 20px',
          fontSize: '1rem',
          borderRadius: 8,
          cursor: 'pointer',
          ...focusRing,
        }}
      >
        {m.tryAgain}
      </button>
    </section>
  );
};

const isRemoteUnavailable = (error: unknown) =>
  isChunkLoadError(error) || (error instanceof Error && error.name === REMOTE_LOAD_FAILED);

interface Props {
  remote: RemoteName;
  children: ReactNode;
}

/** A React error boundary around one remote: its failure never blanks the page. */
export class RemoteBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    if (isNotFound(error)) return;
    console.error(`[${this.props.remote}]`, error);
    if (isChunkLoadError(error)) reloadForChunkError();
  }
  private retry = () => {
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
