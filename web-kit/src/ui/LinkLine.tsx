import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { linkCss } from 'web-kit/theme';

/** A link within the suite on a line of its own: back to a list, on to the next page. */
export const LinkLine = ({ to, children }: { to: string; children: ReactNode }) => (
  <p>
    <Link to={to} css={linkCss}>
      {children}
    </Link>
  </p>
);
