/** Which extra benefits the person marked important in their benefit preferences (spec 3, 5). */
import type { Benefit } from 'shared-contracts/api';
import type { ExtraBenefit } from './ranking';

const BENEFIT_OF_PREFERENCE: Partial<Record<Benefit['name'], ExtraBenefit>> = {
  hearingAidCoverage: 'hearing',
  visionAidCoverage: 'vision',
  additionalDentalServices: 'dental',
  overTheCounterDrugReimbursement: 'overTheCounter',
  transportationReimbursement: 'transportation',
  telemedicine: 'telemedicine',
  fitnessProgram: 'fitness',
};

/** 'Not important' and empty count as unselected (spec 5). */
export const importantBenefits = (benefits: readonly Benefit[]): ExtraBenefit[] =>
  benefits.flatMap((b) => {
    const key = BENEFIT_OF_PREFERENCE[b.name];
    return key && b.value !== '' && b.value !== 'Not important' ? [key] : [];
  });
