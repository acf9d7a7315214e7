import type { ReactNode } from 'react';
import { telHref } from 'shared-contracts';
import { type HostLocation, useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { commonMessages } from 'web-kit/messages';
import { cardCss, linkCss, theme } from 'web-kit/theme';
import { Button } from './Button';

/**
 * No session or no ZIP yet. Without a ZIP: a calm prompt that asks the host to open its ZIP modal. With
 * a ZIP but the session still starting: the loading state, never the ZIP prompt again (`tall` where
 * what comes is a long list, whose own loading state is tall: the page then does not shift between the
 * two waits); when starting failed, a calm retry message with the phone (the host keeps retrying on its own).
 */
export const NeedLocation = ({ tall = false }: { tall?: boolean }) => {
  const m = useMessages(commonMessages);
  const { events, location, sessionStatus, phone } = useHost();
  if (location && sessionStatus === 'failed')
    return (
      <section role="alert" css={{ ...cardCss, background: theme.surface }} data-testid="session-failed">
        <h2 css={{ marginTop: 0 }}>{m.sessionFailedTitle}</h2>
        <p>{m.sessionFailedBody(phone)}</p>
        <p css={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
          <a href={telHref(phone)} css={{ ...linkCss, fontSize: 22 }}>
            {m.call(phone)}
          </a>
          <Button variant="secondary" onClick={() => events.emit('session:retry-requested', {})}>
            {m.tryAgain}
          </Button>
        </p>
      </section>
    );
  if (location && sessionStatus === 'starting')
    return <Loading label={m.sessionStarting(location.zipCode)} tall={tall} />;
  return (
    // data-needs-zip: the shell's page hides this prompt of a prerendered page from a visitor with a stored ZIP.
    <section css={{ ...cardCss, background: theme.surface }} data-testid="need-location" data-needs-zip>
      <h2 css={{ marginTop: 0 }}>{m.needZipTitle}</h2>
      <p>{m.needZipBody}</p>
      <Button onClick={() => events.emit('location:change-requested', {})}>{m.needZipButton}</Button>
    </section>
  );
};

/**
 * The content of a page that needs the person's place, given the host's location once the host has it
 * and a session; until then `NeedLocation`. `whileStarting`: a page whose content can show itself,
 * disabled, while the session starts (so nothing moves when it arrives) gets the location at once and
 * the kit's waiting text as `starting`, undefined once the session is there.
 */
export const WithLocation = ({
  children,
  whileStarting = false,
}: {
  children: (location: HostLocation, starting: string | undefined) => ReactNode;
  whileStarting?: boolean;
}) => {
  const m = useMessages(commonMessages);
  const { session, location, sessionStatus } = useHost();
  if (location && session) return children(location, undefined);
  if (location && whileStarting && sessionStatus === 'starting')
    return children(location, m.sessionStarting(location.zipCode));
  return <NeedLocation />;
};

/** A failed fetch: a plain message with the agent phone, never a blank area. */
export const FetchFailed = ({ onRetry }: { onRetry?: (() => void) | undefined }) => {
  const m = useMessages(commonMessages);
  const { phone } = useHost();
  return (
    <section role="alert" css={{ ...cardCss, borderColor: theme.bad }} data-testid="fetch-failed">
      <h2 css={{ marginTop: 0 }}>{m.fetchFailedTitle}</h2>
      <p>{m.fetchFailedBody(phone)}</p>
      <p css={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
        <a href={telHref(phone)} css={{ ...linkCss, fontSize: 22 }}>
          {m.call(phone)}
        </a>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {m.tryAgain}
          </Button>
        ) : null}
      </p>
    </section>
  );
};

/**
 * Waiting for data: said politely to screen readers, in large type to everyone. `tall` where what comes
 * is a long list: the wait holds a screen's height, so what follows it (the page's foot) starts out of
 * view instead of showing and being pushed away when the list arrives (layout shift). `line` where what
 * most often comes is one line of text (`Empty`): the wait is that line's size, so what is under it stays.
 */
export const Loading = ({
  label,
  tall = false,
  line = false,
}: {
  label?: string;
  tall?: boolean;
  line?: boolean;
}) => {
  const m = useMessages(commonMessages);
  return (
    <p
      role="status"
      aria-live="polite"
      css={line ? undefined : { fontSize: 20, padding: '24px 0', minHeight: tall ? '100vh' : undefined }}
    >
      {label ?? m.loading}
    </p>
  );
};

/** Nothing to show: a sentence that says so (and, where it helps, what to do next). */
export const Empty = ({ children, testId }: { children: ReactNode; testId?: string }) => (
  <p data-testid={testId}>{children}</p>
);
