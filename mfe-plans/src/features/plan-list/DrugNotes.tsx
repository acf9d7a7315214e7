import type { MedicarePlan } from 'shared-contracts/api/plans';
import { wholeMoney } from 'shared-contracts/domain';
import { useMessages } from 'web-kit/i18n';
import { useSessionQuery } from 'web-kit/queries/session';
import { planListMessages } from './messages';

/**
 * What a plan without drug coverage says in place of a drug cost: that it covers no drugs and, when the
 * person has drugs, that the total counts them at full price (api/CONTEXT.md "Plans without drug coverage").
 */
export const NoDrugCoverage = ({
  plan,
  className,
}: {
  plan: Pick<MedicarePlan, 'estimatedAnnualDrugCost' | 'drugs'>;
  className?: string;
}) => {
  const m = useMessages(planListMessages);
  const priced = plan.drugs.some((d) => d.priced !== false);
  return (
    <p className={className} data-testid="no-drug-coverage">
      <strong>{m.planHasNoDrugCoverage}</strong>
      {priced ? ` ${m.drugsAtFullPrice(wholeMoney(plan.estimatedAnnualDrugCost))}` : null}
    </p>
  );
};

/**
 * The person's dosages no plan lists a price for (the api marks them `priced: false`), each named by its
 * dosage label where the session gives it (a drug's name alone would not tell which strength).
 */
export const unpricedDrugNames = (
  plans: readonly Pick<MedicarePlan, 'drugs'>[],
  labels: ReadonlyMap<string, string>,
): string[] => [
  ...new Set(
    plans.flatMap((p) =>
      p.drugs.filter((d) => d.priced === false).map((d) => labels.get(d.dosageRecordID) ?? d.drugName),
    ),
  ),
];

/** Names, on the page, the drugs the estimates leave out because no plan lists a price for them. */
export const UnpricedDrugs = ({ plans }: { plans: readonly Pick<MedicarePlan, 'drugs'>[] }) => {
  const m = useMessages(planListMessages);
  const dosages = useSessionQuery().data?.dosages ?? [];
  const names = unpricedDrugNames(plans, new Map(dosages.map((d) => [d.dosageRecordID, d.label])));
  if (names.length === 0) return null;
  return (
    <p role="note" data-testid="unpriced-drugs">
      <strong>{m.unpricedDrugs(names.join(', '))}</strong>
    </p>
  );
};
