import { Component, type ReactNode } from 'react';
import { errorStatus, isNotFound } from 'shared-contracts';
import { useMessages } from 'web-kit/i18n';
import { linkCss } from 'web-kit/theme';
import { CallOrGoHome } from './CallOrGoHome';
import { errorMessages } from './messages';
import { NotFoundPage } from './NotFoundPage';

/** Route errors use their status code, else 500, and their message (spec section 8). */
const RouteErrorPage = ({ error }: { error: unknown }) => {
  const m = useMessages(errorMessages);
  if (isNotFound(error)) return <NotFoundPage />;
  const status = errorStatus(error);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section aria-labelledby="error-title" data-testid="error-page">
      <h1 id="error-title">{m.errorHeadline(status)}</h1>
      <p>{message}</p>
      <CallOrGoHome />
    </section>
  );
};

/** The last line of defence: the error page itself failed. */
export const ErrorPageFailed = () => {
  const m = useMessages(errorMessages);
  return (
    <section data-testid="error-page-failed">
      <h1>{m.errorPageFailed}</h1>
      <p>
        <a href="/" css={linkCss}>
          {m.goHome}
        </a>
      </p>
    </section>
  );
};

class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[error page] failed to render', error);
  }
  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}

export const ErrorPage = ({ error }: { error: unknown }) => (
  <ErrorPageBoundary>
    <RouteErrorPage error={error} />
  </ErrorPageBoundary>
);
