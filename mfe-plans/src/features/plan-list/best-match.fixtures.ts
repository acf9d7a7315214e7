// Test data (not product code): three Medicare Advantage plans for the "best match for you" order, shared
// by the ranking's unit tests and the plan list's component tests. Totals: cheap 600, mid 1200, dear 2400.
import { makePlan } from 'web-kit/test-data';

export const hearing = { name: 'Hearing aids', description: '$1,000 a year', benefitCategoryID: 381 };
export const dental = { name: 'Dental', description: 'Cleanings', benefitCategoryID: 31 };

/** The lowest total, no extra benefit. */
export const cheapBare = makePlan({ id: 'cheap', planName: 'Cheap Bare (HMO)', annualPlanPremium: 600 });
/** Hearing aids. */
export const midHearing = makePlan({
  id: 'mid',
  planName: 'Mid Hearing (HMO)',
  planID: '011',
  annualPlanPremium: 1200,
  planDataFields: [hearing],
});
/** Hearing aids, dental and the person's doctor in network; the highest total. */
export const dearBoth = makePlan({
  id: 'dear',
  planName: 'Dear Both (HMO)',
  planID: '012',
  annualPlanPremium: 2400,
  planDataFields: [hearing, dental],
  providers: [{ uuid: 'd1', npi: '1', name: 'Dr. Ruiz', inNetwork: true }],
});
