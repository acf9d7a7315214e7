import type { ReactNode } from 'react';
import { focusRing, theme } from 'web-kit/theme';

/**
 * A wide table's sideways-scrolling area: named, and reachable by keyboard so it can be scrolled (WCAG
 * 2.1.1). With `scrolls` (the narrowest the table can be laid out, and the hint that says it scrolls) it
 * sets the table's min-width and shows the hint above it only while the region is narrower, so that the
 * table does scroll (a phone, 400% zoom): a container query decides, so the hint is right in the
 * prerendered page too and never moves the page when the app takes over.
 */
export const ScrollRegion = ({
  label,
  children,
  testId,
  scrolls,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  scrolls?: { tableMinWidth: number; hint: string };
}) => (
  <div css={{ containerType: 'inline-size' }}>
    {scrolls ? (
      <p
        data-testid="scroll-hint"
        css={{
          margin: '0 0 8px',
          color: theme.muted,
          fontWeight: 700,
          [`@container (min-width: ${scrolls.tableMinWidth}px)`]: { display: 'none' },
          [theme.print]: { display: 'none' },
        }}
      >
        <span aria-hidden="true">↔ </span>
        {scrolls.hint}
      </p>
    ) : null}
    <section
      aria-label={label}
      data-testid={testId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll it by keyboard.
      tabIndex={0}
      // width 0 + min-width 100%: the table never widens the page, whatever the host's layout.
      css={{
        overflowX: 'auto',
        width: 0,
        minWidth: '100%',
        ...focusRing,
        ...(scrolls ? { '& > table': { minWidth: scrolls.tableMinWidth } } : {}),
      }}
    >
      {children}
    </section>
  </div>
);

/**
 * The caption of a table that scrolls in a ScrollRegion: as wide as the table, so on a phone its line ran
 * past the screen's edge ("Plans compared, one column per pl"). Its text wraps within the region's own
 * width (the container's, `100cqi`) and stays at the region's left edge while the table scrolls.
 */
export const TableCaption = ({ children }: { children: ReactNode }) => (
  <caption css={{ textAlign: 'left', fontWeight: 700, padding: '8px 0' }}>
    <span css={{ display: 'block', position: 'sticky', left: 0, maxWidth: '100cqi' }}>{children}</span>
  </caption>
);
