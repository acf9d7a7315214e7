import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { secondaryButtonCss } from 'web-kit/theme';
import { planActionMessages as m } from './messages';

// Serialized once: a list draws this link on every card.
const linkStyle = css(secondaryButtonCss);

/** A plan card's "Enroll" link; the plan's name is in its accessible name. */
export const EnrollLink = ({
  to,
  planName,
  onClick,
}: {
  to: string;
  planName: string;
  /** Tells the host which plan the person chose (spec 3 planDisplayPosition, planType, planCmsId). */
  onClick?: (() => void) | undefined;
}) => (
  <Link to={to} css={linkStyle} aria-label={m.enrollIn(planName)} onClick={onClick}>
    {m.enroll}
  </Link>
);
