/** What the person marked important in their benefit preferences (spec 3, 5), for ranking and filters. */
import type { Benefit } from 'shared-contracts/api/session';
import type { ExtraBenefit, Priority, PriorityKey } from './ranking';

const PRIORITY_OF_PREFERENCE: Record<Benefit['name'], PriorityKey> = {
  hearingAidCoverage: 'hearing',
  visionAidCoverage: 'vision',
  additionalDentalServices: 'dental',
  overTheCounterDrugReimbursement: 'overTheCounter',
  transportationReimbursement: 'transportation',
  telemedicine: 'telemedicine',
  fitnessProgram: 'fitness',
  keepingSameDoctor: 'doctors',
  prescriptionDrugCoverage: 'drugCoverage',
};

/** The fitness answer names no degree: any program chosen counts as 'Somewhat important'. */
const weightOf = (value: Benefit['value']) => (value === 'Very important' ? 2 : 1);
const ANY_PROGRAM = 'Any program';
const NAMED_BY_IMPORTANCE = new Set<string>(['Somewhat important', 'Very important']);

/** 'Not important' and empty count as unselected (spec 5). */
export const prioritiesOf = (benefits: readonly Benefit[]): Priority[] =>
  benefits.flatMap((b): Priority[] => {
    if (b.value === '' || b.value === 'Not important') return [];
    const key = PRIORITY_OF_PREFERENCE[b.name];
    const program = key === 'fitness' && b.value !== ANY_PROGRAM && !NAMED_BY_IMPORTANCE.has(b.value);
    return [{ key, weight: weightOf(b.value), program: program ? b.value : undefined }];
  });

const isExtraBenefit = (k: PriorityKey): k is ExtraBenefit => k !== 'doctors' && k !== 'drugCoverage';

/** The extra benefits among the priorities (the filters mark them "important to you"). */
export const importantBenefits = (priorities: readonly Priority[]): ExtraBenefit[] =>
  priorities.flatMap((p) => (isExtraBenefit(p.key) ? [p.key] : []));
