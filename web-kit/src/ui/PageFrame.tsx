import type { ReactNode } from 'react';
import { telHref } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { useDates, useMessages } from 'web-kit/i18n';
import { commonMessages } from 'web-kit/messages';
import { linkCss, pageText, theme } from 'web-kit/theme';

/**
 * The agent phone, one tap away on every page (also in the chrome-free embedding layout). Its styles,
 * the link's too, are one class on the aside: a `css` prop on the link put the link's own `<style>` inside
 * the aside in the server-rendered HTML, and the browser's parser could stop there for a paint: the
 * prerendered aside painted without its link, and the largest contentful paint (which counts a block's
 * text as it first paints) became the live aside's, painted whole seconds later (issue 10, /plans/all/).
 */
export const CallAgent = () => {
  const m = useMessages(commonMessages);
  const { phone } = useHost();
  return (
    <aside
      aria-label={m.callRegionLabel}
      css={{
        margin: '24px 0',
        padding: '12px 16px',
        borderLeft: `6px solid ${theme.primary}`,
        background: theme.surface,
        [theme.print]: { display: 'none' },
        // A block of its own on the line: it moves whole to the next line, and wraps only where the line
        // is narrower than itself (320 px, or 400% zoom), rather than running past the screen's edge.
        '& > a': { ...linkCss, display: 'inline-block' },
      }}
    >
      <span>{m.callLine} </span>
      <a href={telHref(phone)} data-testid="page-call-link">
        {m.call(phone)}
      </a>
    </aside>
  );
};

/**
 * Where the page's figures come from: the publisher's data the host says serves, else "Sample data" (also
 * while the host has not heard, or could not ask: never a page without the note). `onlyImportedFigures`: the
 * page shows nothing the api generates (no Medigap quote, no provider-network location), so the imported
 * files' source is named once they serve, whatever the other pages show.
 */
export const DataNotice = ({
  onlyImportedFigures = false,
}: {
  onlyImportedFigures?: boolean | undefined;
}) => {
  const m = useMessages(commonMessages);
  const dates = useDates();
  const host = useHost();
  const planData = onlyImportedFigures ? host.importedData : host.planData;
  return (
    <p data-testid="data-notice" css={{ marginTop: 32, fontSize: 16, color: theme.muted }}>
      {planData
        ? m.planData({ ...planData, imported: dates.long(new Date(planData.importedAt)) })
        : m.sampleData}
    </p>
  );
};

/**
 * Every page: one h1, an optional intro, the agent phone, the content and the data notice
 * (`onlyImportedFigures`: see DataNotice).
 */
export const PageFrame = ({
  title,
  intro,
  children,
  testId,
  onlyImportedFigures,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  testId?: string;
  onlyImportedFigures?: boolean | undefined;
}) => (
  <div css={pageText} data-testid={testId}>
    {/* Focusable from script only (tabIndex -1, not in the Tab order): the host moves focus here when the
        ZIP prompt that opened on load closes. A mouse focus shows no ring (:focus-visible). */}
    <h1 tabIndex={-1} css={{ fontSize: 34, lineHeight: 1.2, margin: '8px 0 12px', color: theme.text }}>
      {title}
    </h1>
    {intro ? <div css={{ fontSize: 20 }}>{intro}</div> : null}
    <CallAgent />
    {children}
    <DataNotice onlyImportedFigures={onlyImportedFigures} />
  </div>
);
