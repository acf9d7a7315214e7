/** The rows of the compare table: one per benefit, aligned across plans, with differences found (pure). */
import type { MedicarePlan, MedigapPlan } from 'shared-contracts/api/plans';
import {
  type DerivedPlanValues,
  MEDIGAP_COVERAGE,
  medigapLetterOf,
  medigapPlanTypeRecord,
  money,
  wholeMoney,
} from 'shared-contracts/domain';
import { medigapMessages } from '../medigap';
import { COPAY_KEYS, EXTRA_BENEFITS, planListMessages } from '../plan-list';
import { compareMessages } from './messages';

/** The catalogues the rows are written from, in the visit's language (English by default). */
export interface RowTexts {
  m: typeof compareMessages;
  pm: typeof planListMessages;
  mm: typeof medigapMessages;
}
const ENGLISH: RowTexts = { m: compareMessages, pm: planListMessages, mm: medigapMessages };

export interface CompareRow {
  section: string;
  label: string;
  cells: string[];
  /** Numeric rows: the cost behind each cell, so the lowest can be marked. */
  costs?: (number | null)[];
}

export interface CompareRowView extends CompareRow {
  differs: boolean;
  lowest: number[];
}

/** A row differs when its cells are not all the same; the lowest cost cells (all equal: none) are marked. */
export const withDifferences = (rows: readonly CompareRow[]): CompareRowView[] =>
  rows.map((row) => {
    const differs = new Set(row.cells).size > 1;
    const costs = row.costs ?? [];
    const present = costs.filter((c): c is number => c !== null);
    const min = present.length ? Math.min(...present) : null;
    const lowest =
      differs && min !== null && present.some((c) => c !== min)
        ? costs.flatMap((c, i) => (c === min ? [i] : []))
        : [];
    return { ...row, differs, lowest };
  });

export const medicareRows = (
  plans: readonly { plan: MedicarePlan; derived: DerivedPlanValues }[],
  { m, pm }: RowTexts = ENGLISH,
): CompareRow[] => {
  const c = m.section.costs;
  type Compared = (typeof plans)[number];
  /** A cost row: each plan's amount as `show` writes it, `absent` where it has none; lower is better. */
  const amountRow = (
    label: string,
    amount: (p: Compared) => number | null,
    show: (n: number) => string,
    absent = '—',
  ): CompareRow => {
    const costs = plans.map(amount);
    return { section: c, label, cells: costs.map((v) => (v === null ? absent : show(v))), costs };
  };
  const rows: CompareRow[] = [
    { section: c, label: m.rows.carrier, cells: plans.map((p) => p.plan.carrierName) },
    { section: c, label: m.rows.type, cells: plans.map((p) => p.plan.planSubType) },
    amountRow(m.rows.premium, (p) => p.plan.monthlyPremium, money),
    {
      section: c,
      label: m.rows.total,
      cells: plans.map((p) =>
        pm.totalRange(
          wholeMoney(p.derived.estimatedAnnualMinimum),
          wholeMoney(p.derived.estimatedAnnualMaximum),
        ),
      ),
      costs: plans.map((p) => p.derived.estimatedAnnualMinimum),
    },
    // A plan without drug coverage has no drug cost of its own to compare (its total counts the drugs at full price).
    amountRow(
      m.rows.drugCost,
      (p) => (p.plan.hasDrugCoverage ? p.plan.estimatedAnnualDrugCost : null),
      wholeMoney,
      pm.planHasNoDrugCoverage,
    ),
    {
      ...amountRow(
        m.rows.healthDeductible,
        (p) => (p.plan.planType === 1 ? null : p.plan.healthDeductible),
        wholeMoney,
      ),
      // A deductible CMS's public files do not give is in the plan's Summary of Benefits.
      cells: plans.map((p) =>
        p.plan.planType === 1
          ? '—'
          : p.plan.healthDeductible === null
            ? pm.inSummaryOfBenefits
            : wholeMoney(p.plan.healthDeductible),
      ),
    },
    amountRow(m.rows.drugDeductible, (p) => p.plan.drugDeductible, wholeMoney, pm.noDrugCoverage),
    amountRow(m.rows.moop, (p) => p.plan.maximumOutOfPocketCost, wholeMoney),
    {
      section: c,
      label: m.rows.stars,
      cells: plans.map((p) => (p.plan.starRating === null ? pm.notRated : pm.stars(p.plan.starRating))),
    },
  ];
  if (plans.some((p) => p.plan.planType !== 1)) {
    // An MA plan without benefit fields: its copays and extras are not in CMS's public files.
    const elsewhere = (p: Compared) => p.plan.planType !== 1 && p.plan.planDataFields.length === 0;
    for (const k of COPAY_KEYS)
      rows.push({
        section: m.section.copays,
        label: pm.copay[k],
        cells: plans.map((p) => p.derived[k] ?? (elsewhere(p) ? pm.inSummaryOfBenefits : '—')),
      });
    for (const b of EXTRA_BENEFITS)
      rows.push({
        section: m.section.extras,
        label: pm.benefit[b],
        cells: plans.map((p) => p.derived[b] ?? (elsewhere(p) ? pm.inSummaryOfBenefits : pm.notCovered)),
      });
  }
  if (plans.some((p) => p.plan.drugs.length > 0))
    rows.push({
      section: m.section.yours,
      label: m.rows.drugsCovered,
      cells: plans.map((p) => {
        const covered = p.plan.drugs.filter((d) => d.covered).map((d) => d.drugName);
        return `${m.of(covered.length, p.plan.drugs.length)}${covered.length ? `: ${covered.join(', ')}` : ''}`;
      }),
    });
  if (plans.some((p) => p.plan.providers.length > 0))
    rows.push({
      section: m.section.yours,
      label: m.rows.doctorsInNetwork,
      cells: plans.map((p) =>
        p.plan.providers.every((d) => d.inNetwork === null)
          ? pm.doctorNetworkUnknown
          : m.of(p.plan.providers.filter((d) => d.inNetwork).length, p.plan.providers.length),
      ),
    });
  return rows;
};

export const medigapRows = (plans: readonly MedigapPlan[], { m, mm }: RowTexts = ENGLISH): CompareRow[] => {
  const letters = plans.map((p) => medigapLetterOf(p.planSubType));
  return [
    { section: m.section.costs, label: m.rows.carrier, cells: plans.map((p) => p.carrierName) },
    {
      section: m.section.costs,
      label: m.rows.letter,
      cells: letters.map((l) => (l ? mm.planLetter(l) : '—')),
    },
    {
      section: m.section.costs,
      label: m.rows.premium,
      cells: plans.map((p) => money(p.monthlyPremium)),
      costs: plans.map((p) => p.monthlyPremium),
    },
    {
      section: m.section.costs,
      label: m.rows.oop,
      cells: letters.map((l) => {
        const limit = l ? medigapPlanTypeRecord(l).outOfPocketLimit : null;
        return limit === null ? mm.noLimit : wholeMoney(limit);
      }),
    },
    ...mm.coverageWords.items.map((item, i) => ({
      section: m.section.coverage,
      label: item,
      cells: letters.map((l) => (l ? mm.coverage[MEDIGAP_COVERAGE[l][i as 0]] : '—')),
    })),
  ];
};
