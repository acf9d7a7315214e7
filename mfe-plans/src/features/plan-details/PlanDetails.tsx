import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { isNotFound, notFound } from 'shared-contracts';
import {
  type PartDYear,
  PHARMACY_TYPE,
  type PlanDetailResponse,
  type SourcedAmount,
} from 'shared-contracts/api/plans';
import { cmsPlanId, derivePlanValues, money, wholeMoney } from 'shared-contracts/domain';
import { useHost } from 'shared-contracts/react';
import { inWords, useMessages } from 'web-kit/i18n';
import { usePlanQuery } from 'web-kit/queries/plans';
import { buttonCss, cardCss, dataTableCss, linkCss, secondaryButtonCss, theme } from 'web-kit/theme';
import { FetchFailed, Loading, NeedLocation, PageFrame, ScrollRegion, TableCaption } from 'web-kit/ui';
import { enrollPathOf } from '../../paths';
import { ExtraHelpNotice } from '../extra-help';
import {
  BenefitsElsewhere,
  belongsTo,
  NoDrugCoverage,
  planListMessages,
  StarRating,
  totalRange,
  UnpricedDrugs,
} from '../plan-list';
import { DrugCostChart } from './DrugCostChart';
import { detailMessages } from './messages';

const sectionCss = { ...cardCss, marginTop: 24 } as const;

type TierInformation = PlanDetailResponse['cntr']['plan']['planTiers'][number]['tierInformation'][number];

/** A cost share as the plan files give it: a copay, or a coinsurance with its minimum and maximum. */
const ShareAmount = ({ info }: { info: TierInformation | undefined }) => {
  const m = useMessages(detailMessages);
  if (!info) return <>—</>;
  const bounds = m.coinsuranceBounds(
    info.minAmount ? money(info.minAmount) : null,
    info.maxAmount ? money(info.maxAmount) : null,
  );
  return (
    <>
      {info.amount}
      {bounds ? ` (${bounds})` : ''}
    </>
  );
};

const Tiers = ({ plan }: { plan: PlanDetailResponse['cntr']['plan'] }) => {
  const m = useMessages(detailMessages);
  const retail = plan.planTiers.find((t) => t.pharmacyType === PHARMACY_TYPE.retail)?.tierInformation ?? [];
  const mail = plan.planTiers.find((t) => t.pharmacyType === PHARMACY_TYPE.mail)?.tierInformation ?? [];
  const tiers = [...new Set([...retail, ...mail].map((t) => t.tierNumber))].sort((a, b) => a - b);
  if (tiers.length === 0) return null;
  // CMS's files give preferred and standard pharmacies their own cost shares: a column each.
  const byPharmacy = [...retail, ...mail].some((t) => t.preferred !== undefined);
  const columns = byPharmacy
    ? ([
        [m.preferredRetail30, retail, true],
        [m.standardRetail30, retail, false],
        [m.preferredMail90, mail, true],
        [m.standardMail90, mail, false],
      ] as const)
    : ([
        [m.retail30, retail, undefined],
        [m.mail90, mail, undefined],
      ] as const);
  return (
    <section css={sectionCss} aria-labelledby="tiers-title">
      <h2 id="tiers-title" css={{ marginTop: 0 }}>
        {m.tiersTitle}
      </h2>
      <ScrollRegion label={m.tiersCaption}>
        <table css={dataTableCss}>
          <TableCaption>{m.tiersCaption}</TableCaption>
          <thead>
            <tr>
              <th scope="col">{m.tier}</th>
              {columns.map(([label]) => (
                <th scope="col" key={label}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tiers.map((n) => {
              const label = plan.planDrugCoverage.find((c) => c.tierNumber === n)?.labelName;
              return (
                <tr key={n}>
                  <th scope="row">
                    {m.tier} {n}
                    {label ? `: ${inWords(detailMessages.tierLabels, m.tierLabels, label)}` : ''}
                  </th>
                  {columns.map(([column, infos, preferred]) => (
                    <td key={column}>
                      <ShareAmount
                        info={infos.find(
                          (t) => t.tierNumber === n && (preferred === undefined || t.preferred === preferred),
                        )}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
};

const Sourced = ({ figure, text }: { figure: SourcedAmount; text: string }) => {
  const m = useMessages(detailMessages);
  return (
    <li>
      {text}{' '}
      {figure.confirmed ? (
        m.partDSource(figure.source)
      ) : (
        <strong data-testid="part-d-unconfirmed">{m.partDUnconfirmed(figure.source)}</strong>
      )}
    </li>
  );
};

/** The plan year's Part D figures the estimates rest on, each with its source (or why it is unconfirmed). */
export const PartDBasis = ({ partD }: { partD: PartDYear }) => {
  const m = useMessages(detailMessages);
  return (
    <section aria-labelledby="part-d-basis-title" data-testid="part-d-basis">
      <h3 id="part-d-basis-title" css={{ fontSize: 18, margin: '16px 0 8px' }}>
        {m.partDTitle(partD.year)}
      </h3>
      <ul css={{ margin: 0, paddingLeft: 24, display: 'grid', gap: 8 }}>
        <Sourced
          figure={partD.standardDeductible}
          text={m.partDDeductible(wholeMoney(partD.standardDeductible.amount))}
        />
        <Sourced figure={partD.outOfPocketCap} text={m.partDCap(wholeMoney(partD.outOfPocketCap.amount))} />
      </ul>
    </section>
  );
};

/** /plans/hmo/{id}/, /plans/ppo/{id}/ and /plans/pdp/{id}/; a plan that does not exist is the 404 page. */
export const PlanDetails = ({ id, kind }: { id: string; kind: 'hmo' | 'ppo' | 'pdp' }) => {
  const pm = useMessages(planListMessages);
  const m = useMessages(detailMessages);
  const { session, location, plans: choices, events } = useHost();
  const retail = usePlanQuery(id, false);
  const mail = usePlanQuery(id, true);
  const shown = retail.data?.plan;

  // Opening a plan's details chooses it (spec 3 planType, planCmsId). A plan opened from a list was
  // told with its position already; one opened by its address has no position.
  useEffect(() => {
    if (!shown) return;
    const planCmsId = cmsPlanId(shown);
    if (choices.chosenPlan?.planCmsId === planCmsId) return;
    events.emit('plans:plan-chosen', { planDisplayPosition: null, planType: shown.planType, planCmsId });
  }, [shown, choices.chosenPlan, events]);

  if (retail.isError && isNotFound(retail.error)) throw notFound();
  if (retail.data && !belongsTo(kind, retail.data.plan)) throw notFound();

  const backTo = `/plans/${kind}/`;
  if (!session || !location)
    return (
      <PageFrame title={pm[`${kind}Title`]} onlyImportedFigures>
        <NeedLocation tall />
      </PageFrame>
    );
  if (retail.isError)
    return (
      <PageFrame title={pm[`${kind}Title`]} onlyImportedFigures>
        <FetchFailed onRetry={() => void retail.refetch()} />
      </PageFrame>
    );
  if (!retail.data)
    return (
      <PageFrame title={pm[`${kind}Title`]} onlyImportedFigures>
        {/* As tall as the screen: the data notice below starts off screen, not pushed down as the plan comes. */}
        <Loading label={m.loading} tall />
      </PageFrame>
    );

  const { plan, extraPlanData, partD, extraHelp } = retail.data;
  const derived = derivePlanValues(plan, extraPlanData);
  const mailCost = mail.data?.plan.estimatedAnnualDrugCost ?? null;

  return (
    <PageFrame title={plan.planName} testId="plan-details" onlyImportedFigures>
      <p css={{ margin: '0 0 8px' }}>
        {plan.carrierName} · {plan.planSubType} ·{' '}
        {m.planId(`${plan.contractID}-${plan.planID}-${plan.segmentID}`)}
      </p>
      <StarRating value={plan.starRating} />
      <p css={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 20 }}>
        <Link to={enrollPathOf(plan.carrierName, plan.id)} css={buttonCss}>
          {m.enroll}
        </Link>
        <Link to={backTo} css={secondaryButtonCss}>
          {m.backToPlans}
        </Link>
        <Link to="/drugs/" css={secondaryButtonCss}>
          {m.changeDrugs}
        </Link>
      </p>

      <section css={sectionCss} aria-labelledby="costs-title">
        <h2 id="costs-title" css={{ marginTop: 0 }}>
          {m.costsTitle}
        </h2>
        <ExtraHelpNotice applied={extraHelp ?? null} />
        <UnpricedDrugs plans={[plan]} />
        {plan.hasDrugCoverage ? null : <NoDrugCoverage plan={plan} css={{ fontSize: 20, marginTop: 0 }} />}
        <dl
          css={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
            gap: 16,
            margin: 0,
          }}
        >
          <div>
            <dt>{pm.monthlyPremium}</dt>
            <dd css={{ margin: 0, fontSize: 26, fontWeight: 800 }}>{money(plan.monthlyPremium)}</dd>
          </div>
          <div>
            <dt>{pm.total}</dt>
            <dd css={{ margin: 0, fontSize: 26, fontWeight: 800 }} data-testid="detail-total">
              {totalRange(pm, derived)}
            </dd>
          </div>
          {plan.hasDrugCoverage ? (
            <>
              <div>
                <dt>
                  {m.yearlyDrugCost}: {m.retail.toLowerCase()}
                </dt>
                <dd css={{ margin: 0, fontSize: 22, fontWeight: 700 }} data-testid="detail-drug-cost">
                  {wholeMoney(plan.estimatedAnnualDrugCost)}
                </dd>
              </div>
              <div>
                <dt>
                  {m.yearlyDrugCost}: {m.mail.toLowerCase()}
                </dt>
                <dd css={{ margin: 0, fontSize: 22, fontWeight: 700 }}>
                  {mailCost === null ? '…' : wholeMoney(mailCost)}
                </dd>
              </div>
            </>
          ) : null}
          {plan.planType !== 1 ? (
            <div>
              <dt>{pm.healthDeductible}</dt>
              <dd css={{ margin: 0, fontSize: 22, fontWeight: 700 }}>
                {plan.healthDeductible === null ? pm.inSummaryOfBenefits : wholeMoney(plan.healthDeductible)}
              </dd>
            </div>
          ) : null}
          {plan.drugDeductible === null ? null : (
            <div>
              <dt>{pm.drugDeductible}</dt>
              <dd css={{ margin: 0, fontSize: 22, fontWeight: 700 }}>{wholeMoney(plan.drugDeductible)}</dd>
            </div>
          )}
          {plan.maximumOutOfPocketCost !== null ? (
            <div>
              <dt>{pm.moop}</dt>
              <dd css={{ margin: 0, fontSize: 22, fontWeight: 700 }}>
                {wholeMoney(plan.maximumOutOfPocketCost)}
              </dd>
            </div>
          ) : null}
        </dl>
        {plan.hasDrugCoverage ? <PartDBasis partD={partD} /> : null}
      </section>

      {plan.hasDrugCoverage ? (
        <section css={sectionCss} aria-labelledby="chart-section-title">
          <h2 id="chart-section-title" css={{ marginTop: 0 }}>
            {m.chartTitle}
          </h2>
          <DrugCostChart months={plan.drugCostByMonth} idPrefix={`plan-${plan.id}`} />
          {plan.drugs.some((d) => !d.covered) ? <p>{m.notCoveredHelp}</p> : null}
        </section>
      ) : null}

      {plan.drugs.length > 0 ? (
        <section css={sectionCss} aria-labelledby="drugs-title">
          <h2 id="drugs-title" css={{ marginTop: 0 }}>
            {m.drugsTitle}
          </h2>
          <ScrollRegion label={m.drugsTitle}>
            <table css={dataTableCss}>
              <thead>
                <tr>
                  <th scope="col">{m.drug}</th>
                  <th scope="col">{m.coverage}</th>
                  <th scope="col">{m.tier}</th>
                  <th scope="col">{m.limits}</th>
                  <th scope="col">{m.yearly}</th>
                </tr>
              </thead>
              <tbody>
                {plan.drugs.map((d) => (
                  <tr key={d.dosageRecordID}>
                    <th scope="row">{d.drugName}</th>
                    <td css={{ color: d.covered ? theme.good : theme.bad, fontWeight: 700 }}>
                      {d.covered ? m.covered : m.notCoveredShort}
                    </td>
                    <td>{d.tierNumber ?? '—'}</td>
                    <td>
                      {[d.priorAuthorization ? m.priorAuth : null, d.quantityLimit ? m.quantityLimit : null]
                        .filter(Boolean)
                        .join('; ') || m.noLimits}
                    </td>
                    <td>{d.priced === false ? pm.noPriceListed : wholeMoney(d.annualCost)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      ) : (
        <p css={{ marginTop: 24 }}>
          <Link to="/drugs/add-drug/" css={linkCss}>
            {pm.addDrugsLink}
          </Link>
        </p>
      )}

      <Tiers plan={plan} />

      {plan.planType !== 1 &&
      plan.planDataFields.length === 0 &&
      !derived.fitness &&
      !derived.telemedicine ? (
        <section css={sectionCss} aria-labelledby="benefits-title">
          <h2 id="benefits-title" css={{ marginTop: 0 }}>
            {m.benefitsTitle}
          </h2>
          <BenefitsElsewhere />
        </section>
      ) : plan.planDataFields.length > 0 || derived.fitness || derived.telemedicine ? (
        <section css={sectionCss} aria-labelledby="benefits-title">
          <h2 id="benefits-title" css={{ marginTop: 0 }}>
            {m.benefitsTitle}
          </h2>
          <dl css={{ margin: 0, display: 'grid', gap: 10 }}>
            {plan.planDataFields.map((f) => (
              <div key={f.name} css={{ borderBottom: `1px solid ${theme.border}`, paddingBottom: 8 }}>
                <dt css={{ fontWeight: 700 }}>
                  {inWords(detailMessages.benefitNames, m.benefitNames, f.name)}
                </dt>
                <dd css={{ margin: 0 }}>{f.description}</dd>
              </div>
            ))}
            {derived.fitness ? (
              <div>
                <dt css={{ fontWeight: 700 }}>{pm.benefit.fitness}</dt>
                <dd css={{ margin: 0 }}>{derived.fitness}</dd>
              </div>
            ) : null}
            {derived.telemedicine ? (
              <div>
                <dt css={{ fontWeight: 700 }}>{pm.benefit.telemedicine}</dt>
                <dd css={{ margin: 0 }}>{derived.telemedicine}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}

      {plan.providers.length > 0 ? (
        <section css={sectionCss} aria-labelledby="doctors-title">
          <h2 id="doctors-title" css={{ marginTop: 0 }}>
            {m.doctorsTitle}
          </h2>
          <ul>
            {plan.providers.map((p) => (
              <li key={p.uuid}>
                {p.name}:{' '}
                <strong>
                  {p.inNetwork === null
                    ? pm.doctorNetworkUnknown
                    : p.inNetwork
                      ? m.inNetwork
                      : m.outOfNetwork}
                </strong>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {plan.pharmacies.length > 0 ? (
        <section css={sectionCss} aria-labelledby="pharmacies-title">
          <h2 id="pharmacies-title" css={{ marginTop: 0 }}>
            {m.pharmaciesTitle}
          </h2>
          <ul>
            {plan.pharmacies.map((p) => (
              <li key={p.pharmacyRecordID}>
                {p.name}:{' '}
                <strong data-testid="pharmacy-network">
                  {p.network === 'preferred'
                    ? m.preferredNetwork
                    : p.network === 'standard'
                      ? m.standardNetwork
                      : p.inNetwork
                        ? m.inNetwork
                        : m.outOfNetwork}
                </strong>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </PageFrame>
  );
};
