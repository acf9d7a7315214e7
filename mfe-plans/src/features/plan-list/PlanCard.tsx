import { Link } from 'react-router-dom';
import type { DerivedPlanValues } from 'shared-contracts/domain';
import { money, wholeMoney } from '../common/format';
import { buttonCss, cardCss, focusRing, secondaryButtonCss, theme, visuallyHidden } from '../common/theme';
import { planListMessages as m } from './messages';
import { detailPathOf, enrollPathOf } from './plan-kinds';
import { EXTRA_BENEFITS, type RankedPlan } from './ranking';
import { StarRating } from './StarRating';

const COPAYS = [
  'pcpCoPay',
  'specialistCoPay',
  'emergencyCare',
  'urgentCare',
  'ambulanceService',
  'hospitalCare',
] as const;

export const totalRange = (d: DerivedPlanValues) =>
  m.totalRange(wholeMoney(d.estimatedAnnualMinimum), wholeMoney(d.estimatedAnnualMaximum));

const Figure = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <div css={{ display: 'flex', flexDirection: 'column' }}>
    <dt css={{ color: theme.muted, fontSize: 16 }}>{label}</dt>
    <dd css={{ margin: 0, fontWeight: 700, fontSize: strong ? 24 : 20 }}>{value}</dd>
  </div>
);

export interface PlanCardProps {
  ranked: RankedPlan;
  pinned: boolean;
  onTogglePin: (id: string) => void;
  compared: boolean;
  compareDisabled: boolean;
  onToggleCompare: (id: string) => void;
}

export const PlanCard = ({
  ranked,
  pinned,
  onTogglePin,
  compared,
  compareDisabled,
  onToggleCompare,
}: PlanCardProps) => {
  const { plan, derived } = ranked;
  const titleId = `plan-${plan.id}-name`;
  const compareId = `compare-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="plan-card"
      data-plan-id={plan.id}
      css={{ ...cardCss, borderColor: pinned ? theme.primary : theme.border, borderWidth: pinned ? 3 : 2 }}
    >
      <header css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 12 }}>
        <div>
          <h3 id={titleId} css={{ margin: 0, fontSize: 24 }}>
            {plan.planName}
          </h3>
          <p css={{ margin: '4px 0' }}>
            {plan.carrierName} · {plan.planSubType}
          </p>
          <StarRating value={plan.starRating} />
        </div>
        {pinned ? <p css={{ margin: 0, fontWeight: 700, color: theme.primary }}>{m.pinned}</p> : null}
      </header>

      <div
        css={{ margin: '16px 0', padding: 16, background: theme.surface, borderRadius: 8 }}
        data-testid="plan-total"
      >
        <p css={{ margin: 0, color: theme.muted }}>{m.total}</p>
        <p css={{ margin: 0, fontSize: 28, fontWeight: 800 }} data-testid="plan-total-value">
          {totalRange(derived)}
        </p>
        <p css={{ margin: 0, fontSize: 16, color: theme.muted }}>{m.totalHelp}</p>
      </div>

      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
          gap: 12,
          margin: 0,
        }}
      >
        <Figure label={m.monthlyPremium} value={money(plan.monthlyPremium)} strong />
        <Figure label={m.drugCost} value={wholeMoney(plan.estimatedAnnualDrugCost)} />
        {plan.planType !== 1 ? (
          <Figure label={m.healthDeductible} value={wholeMoney(plan.healthDeductible)} />
        ) : null}
        <Figure
          label={m.drugDeductible}
          value={plan.drugDeductible === null ? m.noDrugCoverage : wholeMoney(plan.drugDeductible)}
        />
        {plan.maximumOutOfPocketCost !== null ? (
          <Figure label={m.moop} value={wholeMoney(plan.maximumOutOfPocketCost)} />
        ) : null}
      </dl>

      {plan.planType !== 1 ? (
        <section aria-label={m.copays} css={{ marginTop: 16 }}>
          <h4 css={{ margin: '0 0 8px' }}>{m.copays}</h4>
          <dl
            css={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
              gap: 8,
              margin: 0,
            }}
          >
            {COPAYS.map((k) => (
              <div key={k}>
                <dt css={{ display: 'inline', fontWeight: 700 }}>{m.copay[k]}: </dt>
                <dd css={{ display: 'inline', margin: 0 }}>{derived[k] ?? '—'}</dd>
              </div>
            ))}
          </dl>
          <h4 css={{ margin: '16px 0 8px' }}>{m.extras}</h4>
          <ul
            css={{
              listStyle: 'none',
              padding: 0,
              margin: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: '4px 20px',
            }}
          >
            {EXTRA_BENEFITS.map((b) => (
              <li key={b} data-has={derived[b] !== null}>
                <span
                  aria-hidden="true"
                  css={{ color: derived[b] ? theme.good : theme.bad, fontWeight: 800 }}
                >
                  {derived[b] ? '✓ ' : '✗ '}
                </span>
                {m.benefit[b]}
                <span css={visuallyHidden}>: {derived[b] ? m.covered : m.notCovered}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {plan.drugs.length > 0 ? (
        <section aria-label={m.yourDrugs} css={{ marginTop: 16 }}>
          <h4 css={{ margin: '0 0 8px' }}>{m.yourDrugs}</h4>
          <ul css={{ margin: 0, paddingLeft: 24 }}>
            {plan.drugs.map((d) => (
              <li key={d.dosageRecordID}>
                {d.drugName}:{' '}
                <strong css={{ color: d.covered ? theme.good : theme.bad }}>
                  {d.covered ? m.covered : m.notCovered}
                </strong>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {plan.providers.length > 0 ? (
        <section aria-label={m.yourDoctors} css={{ marginTop: 16 }}>
          <h4 css={{ margin: '0 0 8px' }}>{m.yourDoctors}</h4>
          <ul css={{ margin: 0, paddingLeft: 24 }}>
            {plan.providers.map((d) => (
              <li key={d.uuid}>
                {d.name}:{' '}
                <strong css={{ color: d.inNetwork ? theme.good : theme.bad }}>
                  {d.inNetwork ? m.inNetwork : m.outOfNetwork}
                </strong>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <footer css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginTop: 20 }}>
        <Link to={detailPathOf(plan)} css={buttonCss} aria-label={m.detailsFor(plan.planName)}>
          {m.details}
        </Link>
        <Link
          to={enrollPathOf(plan.carrierName, plan.id)}
          css={secondaryButtonCss}
          aria-label={m.enrollIn(plan.planName)}
        >
          {m.enroll}
        </Link>
        <button
          type="button"
          css={secondaryButtonCss}
          aria-label={m.pinFor(pinned ? m.unpin : m.pin, plan.planName)}
          onClick={() => onTogglePin(plan.id)}
        >
          {pinned ? m.unpin : m.pin}
        </button>
        <label
          htmlFor={compareId}
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 8,
            minHeight: 48,
            cursor: 'pointer',
            fontWeight: 700,
          }}
        >
          <input
            id={compareId}
            type="checkbox"
            checked={compared}
            disabled={compareDisabled && !compared}
            onChange={() => onToggleCompare(plan.id)}
            aria-label={m.compareFor(plan.planName)}
            css={{ width: 28, height: 28, ...focusRing }}
          />
          {m.compare}
        </label>
      </footer>
    </article>
  );
};
