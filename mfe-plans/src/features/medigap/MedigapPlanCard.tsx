import { Link } from 'react-router-dom';
import type { MedigapPlan } from 'shared-contracts/api/plans';
import { isMedigapLetterAvailable, MEDIGAP_COVERAGE, medigapLetterOf, money } from 'shared-contracts/domain';
import { useMessages } from 'web-kit/i18n';
import { buttonCss, cardCss, theme } from 'web-kit/theme';
import { enrollPathOf, medigapDetailPath } from '../../paths';
import { EnrollLink, PinAndCompare, type PinAndCompareProps } from '../plan-actions';
import { CoverageValue, UnavailableNotice } from './MedigapTable';
import { medigapMessages } from './messages';

/** One Medigap quote: carrier, letter (spec rule), monthly rate and the six coverage values. */
export const MedigapPlanCard = ({
  plan,
  eligibleDate,
  onChoose,
  ...actions
}: Omit<PinAndCompareProps, 'id' | 'name'> & {
  plan: MedigapPlan;
  /** Medicare start (YYYY-MM-DD), for the C and F rule. */
  eligibleDate: string | null;
  /** The person opens this plan's details or enrollment. */
  onChoose: () => void;
}) => {
  const m = useMessages(medigapMessages);
  const { pinned } = actions;
  const letter = medigapLetterOf(plan.planSubType);
  const available = letter === null || isMedigapLetterAvailable(letter, eligibleDate);
  const titleId = `medigap-${plan.id}-name`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="medigap-card"
      data-plan-id={plan.id}
      css={{ ...cardCss, borderColor: pinned ? theme.primary : theme.border }}
    >
      <header css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 12 }}>
        <div>
          <h3 id={titleId} css={{ margin: 0, fontSize: 24 }}>
            {plan.planName}
          </h3>
          <p css={{ margin: '4px 0' }}>
            {plan.carrierName}
            {letter ? ` · ${m.planLetter(letter)}` : ''}
          </p>
        </div>
        <p css={{ margin: 0, textAlign: 'right' }}>
          <span css={{ display: 'block', color: theme.muted }}>{m.monthly}</span>
          <span css={{ fontSize: 28, fontWeight: 800 }} data-testid="medigap-premium">
            {money(plan.monthlyPremium)}
          </span>{' '}
          <span>{m.perMonth}</span>
        </p>
      </header>
      {!available ? <UnavailableNotice /> : null}
      {letter ? (
        <>
          <h4 css={{ margin: '16px 0 8px' }}>{m.coverageHeading}</h4>
          <ul
            css={{
              margin: 0,
              padding: 0,
              listStyle: 'none',
              display: 'grid',
              gap: 6,
              gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
            }}
          >
            {m.coverageWords.items.map((item, i) => (
              <li key={item}>
                {item}: <CoverageValue value={MEDIGAP_COVERAGE[letter][i as 0]} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <footer css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginTop: 20 }}>
        <Link
          to={medigapDetailPath(plan)}
          css={buttonCss}
          aria-label={m.detailsFor(plan.planName)}
          onClick={onChoose}
        >
          {m.details}
        </Link>
        {available ? (
          <EnrollLink
            to={enrollPathOf(plan.carrierName, plan.id, `?type=medigap&source=${plan.source}`)}
            planName={plan.planName}
            onClick={onChoose}
          />
        ) : null}
        <PinAndCompare id={plan.id} name={plan.planName} {...actions} />
      </footer>
    </article>
  );
};
