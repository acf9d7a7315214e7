import type { ReactNode } from 'react';
import { focusRing } from '../theme';

/** A wide table's sideways-scrolling area: named, and reachable by keyboard so it can be scrolled (WCAG 2.1.1). */
export const ScrollRegion = ({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) => (
  <section
    aria-label={label}
    data-testid={testId}
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll it by keyboard.
    tabIndex={0}
    // width 0 + min-width 100%: the table never widens the page, whatever the host's layout.
    css={{ overflowX: 'auto', width: 0, minWidth: '100%', ...focusRing }}
  >
    {children}
  </section>
);
