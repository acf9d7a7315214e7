import { css } from '@emotion/react';
import { useMessages } from 'web-kit/i18n';
import { secondaryButtonCss } from 'web-kit/theme';
import { classNameStyles, useClassNames } from '../../class-names';
import { planActionMessages } from './messages';
import { PlanLink } from './PlanLink';

// A class name (../../class-names.ts): a list draws this link on every card.
const s = classNameStyles({ link: css(secondaryButtonCss) });

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
}) => {
  const m = useMessages(planActionMessages);
  const c = useClassNames(s);
  return (
    <PlanLink to={to} className={c.link} aria-label={m.enrollIn(planName)} onClick={onClick}>
      {m.enroll}
    </PlanLink>
  );
};
