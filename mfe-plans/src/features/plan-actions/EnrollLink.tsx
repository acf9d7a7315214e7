import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { secondaryButtonCss } from 'web-kit/theme';
import { planActionMessages as m } from './messages';

// Serialized once: a list draws this link on every card.
const linkStyle = css(secondaryButtonCss);

/** A plan card's "Enroll" link; the plan's name is in its accessible name. */
export const EnrollLink = ({ to, planName }: { to: string; planName: string }) => (
  <Link to={to} css={linkStyle} aria-label={m.enrollIn(planName)}>
    {m.enroll}
  </Link>
);
