import { css } from '@emotion/react';
import { memo } from 'react';
import { telHref } from 'shared-contracts';
import type { DerivedPlanValues } from 'shared-contracts/domain';
import { money, wholeMoney } from 'shared-contracts/domain';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { buttonCss, cardCss, linkCss, theme, visuallyHidden } from 'web-kit/theme';
import { classNameStyles, useClassNames } from '../../class-names';
import { detailPathOf, enrollPathOf } from '../../paths';
import { EnrollLink, PinAndCompare, type PinAndCompareProps, PlanLink } from '../plan-actions';
import { NoDrugCoverage } from './DrugNotes';
import { planListMessages } from './messages';
import { COPAY_KEYS, EXTRA_BENEFITS, type RankedPlan } from './ranking';
import { StarRating } from './StarRating';

export const totalRange = (m: typeof planListMessages, d: DerivedPlanValues) =>
  m.totalRange(wholeMoney(d.estimatedAnnualMinimum), wholeMoney(d.estimatedAnnualMaximum));

// Styles serialized once per module, used as class names (../../class-names.ts): a list draws 150 cards.
const s = classNameStyles({
  card: css({ ...cardCss, borderWidth: 2 }),
  pinnedCard: css({ ...cardCss, borderColor: theme.primary, borderWidth: 3 }),
  header: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 12 }),
  name: css({ margin: 0, fontSize: 24 }),
  carrier: css({ margin: '4px 0' }),
  pinnedNote: css({ margin: 0, fontWeight: 700, color: theme.primary }),
  totalBox: css({ margin: '16px 0', padding: 16, background: theme.surface, borderRadius: 8 }),
  muted: css({ margin: 0, color: theme.muted }),
  total: css({ margin: 0, fontSize: 28, fontWeight: 800 }),
  help: css({ margin: 0, fontSize: 16, color: theme.muted }),
  noCoverage: css({ margin: '12px 0 0', fontSize: 18 }),
  figures: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: 12,
    margin: 0,
  }),
  figure: css({ display: 'flex', flexDirection: 'column' }),
  figureLabel: css({ color: theme.muted, fontSize: 16 }),
  figureValue: css({ margin: 0, fontWeight: 700, fontSize: 20 }),
  figureStrong: css({ margin: 0, fontWeight: 700, fontSize: 24 }),
  section: css({ marginTop: 16 }),
  h4: css({ margin: '0 0 8px' }),
  h4Spaced: css({ margin: '16px 0 8px' }),
  copays: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: 8,
    margin: 0,
  }),
  inlineDt: css({ display: 'inline', fontWeight: 700 }),
  inlineDd: css({ display: 'inline', margin: 0 }),
  extras: css({
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: '4px 20px',
  }),
  yes: css({ color: theme.good, fontWeight: 800 }),
  no: css({ color: theme.bad, fontWeight: 800 }),
  good: css({ color: theme.good }),
  bad: css({ color: theme.bad }),
  list: css({ margin: 0, paddingLeft: 24 }),
  hidden: css(visuallyHidden),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginTop: 20 }),
  button: css(buttonCss),
});

const Figure = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => {
  const c = useClassNames(s);
  return (
    <div className={c.figure}>
      <dt className={c.figureLabel}>{label}</dt>
      <dd className={strong ? c.figureStrong : c.figureValue}>{value}</dd>
    </div>
  );
};

export interface PlanCardProps extends Omit<PinAndCompareProps, 'id' | 'name'> {
  ranked: RankedPlan;
  /** The person opens this plan's details or enrollment (stable: the cards are memoized). */
  onChoose: (planId: string) => void;
  /**
   * With its figures, benefits, drugs and doctors (the default); without, only its name, carrier, rating
   * and actions, until a long list makes it whole (wholeCards.ts). The actions stay the same elements.
   */
  whole?: boolean;
}

/** What a whole card shows between its name and its actions. */
/**
 * Where the plan's medical copays and extra benefits are: CMS's public files do not carry them, so the
 * page names the plan's Summary of Benefits and the agent's phone instead of showing figures.
 */
export const BenefitsElsewhere = ({ className }: { className?: string }) => {
  const m = useMessages(planListMessages);
  const { phone } = useHost();
  return (
    <p className={className} data-testid="benefits-in-summary">
      {m.benefitsNotInFiles}{' '}
      <a href={telHref(phone)} css={linkCss}>
        {m.callToGoOver(phone)}
      </a>
    </p>
  );
};

const PlanFacts = ({ ranked: { plan, derived } }: { ranked: RankedPlan }) => {
  const m = useMessages(planListMessages);
  const c = useClassNames(s);
  return (
    <>
      <div className={c.totalBox} data-testid="plan-total">
        <p className={c.muted}>{m.total}</p>
        <p className={c.total} data-testid="plan-total-value">
          {totalRange(m, derived)}
        </p>
        <p className={c.help}>{m.totalHelp}</p>
        {plan.hasDrugCoverage ? null : <NoDrugCoverage plan={plan} className={c.noCoverage} />}
      </div>

      <dl className={c.figures}>
        <Figure label={m.monthlyPremium} value={money(plan.monthlyPremium)} strong />
        {plan.hasDrugCoverage ? (
          <Figure label={m.drugCost} value={wholeMoney(plan.estimatedAnnualDrugCost)} />
        ) : null}
        {plan.planType !== 1 ? (
          <Figure
            label={m.healthDeductible}
            value={plan.healthDeductible === null ? m.inSummaryOfBenefits : wholeMoney(plan.healthDeductible)}
          />
        ) : null}
        {plan.drugDeductible === null ? null : (
          <Figure label={m.drugDeductible} value={wholeMoney(plan.drugDeductible)} />
        )}
        {plan.maximumOutOfPocketCost !== null ? (
          <Figure label={m.moop} value={wholeMoney(plan.maximumOutOfPocketCost)} />
        ) : null}
      </dl>

      {plan.planType !== 1 && plan.planDataFields.length === 0 ? (
        <section aria-label={m.copays} className={c.section}>
          <h4 className={c.h4}>{m.copays}</h4>
          <BenefitsElsewhere className={c.muted} />
        </section>
      ) : plan.planType !== 1 ? (
        <section aria-label={m.copays} className={c.section}>
          <h4 className={c.h4}>{m.copays}</h4>
          <dl className={c.copays}>
            {COPAY_KEYS.map((k) => (
              <div key={k}>
                <dt className={c.inlineDt}>{m.copay[k]}: </dt>
                <dd className={c.inlineDd}>{derived[k] ?? '—'}</dd>
              </div>
            ))}
          </dl>
          <h4 className={c.h4Spaced}>{m.extras}</h4>
          <ul className={c.extras}>
            {EXTRA_BENEFITS.map((b) => (
              <li key={b} data-has={derived[b] !== null}>
                <span aria-hidden="true" className={derived[b] ? c.yes : c.no}>
                  {derived[b] ? '✓ ' : '✗ '}
                </span>
                {m.benefit[b]}
                <span className={c.hidden}>: {derived[b] ? m.covered : m.notCovered}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {plan.drugs.length > 0 ? (
        <section aria-label={m.yourDrugs} className={c.section}>
          <h4 className={c.h4}>{m.yourDrugs}</h4>
          <ul className={c.list}>
            {plan.drugs.map((d) => (
              <li key={d.dosageRecordID}>
                {d.drugName}:{' '}
                <strong className={d.covered ? c.good : c.bad}>{d.covered ? m.covered : m.notCovered}</strong>
                {d.priced === false ? ` · ${m.noPriceListed}` : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {plan.providers.length > 0 ? (
        <section aria-label={m.yourDoctors} className={c.section}>
          <h4 className={c.h4}>{m.yourDoctors}</h4>
          <ul className={c.list}>
            {plan.providers.map((d) => (
              <li key={d.uuid}>
                {d.name}:{' '}
                {d.inNetwork === null ? (
                  <strong>{m.doctorNetworkUnknown}</strong>
                ) : (
                  <strong className={d.inNetwork ? c.good : c.bad}>
                    {d.inNetwork ? m.inNetwork : m.outOfNetwork}
                  </strong>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
};

export const PlanCard = memo(function PlanCard({
  ranked,
  onChoose,
  whole = true,
  ...actions
}: PlanCardProps) {
  const m = useMessages(planListMessages);
  const { pinned } = actions;
  const { plan } = ranked;
  const titleId = `plan-${plan.id}-name`;
  const c = useClassNames(s);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="plan-card"
      data-plan-id={plan.id}
      className={pinned ? c.pinnedCard : c.card}
    >
      <header className={c.header}>
        <div>
          <h3 id={titleId} className={c.name}>
            {plan.planName}
          </h3>
          <p className={c.carrier}>
            {plan.carrierName} · {plan.planSubType}
          </p>
          <StarRating value={plan.starRating} />
        </div>
        {pinned ? <p className={c.pinnedNote}>{m.pinned}</p> : null}
      </header>

      {whole ? <PlanFacts ranked={ranked} /> : null}

      <footer className={c.actions}>
        <PlanLink
          to={detailPathOf(plan)}
          className={c.button}
          aria-label={m.detailsFor(plan.planName)}
          onClick={() => onChoose(plan.id)}
        >
          {m.details}
        </PlanLink>
        <EnrollLink
          to={enrollPathOf(plan.carrierName, plan.id)}
          planName={plan.planName}
          onClick={() => onChoose(plan.id)}
        />
        <PinAndCompare id={plan.id} name={plan.planName} {...actions} />
      </footer>
    </article>
  );
});
