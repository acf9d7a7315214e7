/** Plans shaped like the api's answers, for component and unit tests of any app. */
import type { ExtraPlanData, MedicarePlan } from 'shared-contracts/api';

export const makePlan = (over: Partial<MedicarePlan> & Pick<MedicarePlan, 'id'>): MedicarePlan => ({
  iD: over.id,
  planName: `Plan ${over.id} (HMO)`,
  carrierName: 'Evergreen Senior Care',
  planType: 4,
  planSubType: 'HMO',
  source: 'connecture',
  contractID: 'H1234',
  planID: '001',
  segmentID: '000',
  planYear: 2027,
  starRating: 4,
  monthlyPremium: 0,
  annualPlanPremium: 0,
  healthDeductible: 0,
  drugDeductible: 0,
  drugDeductibleTiers: [],
  maximumOutOfPocketCost: 5000,
  hasDrugCoverage: true,
  planDataFields: [],
  planDrugCoverage: [],
  planTiers: [],
  estimatedAnnualDrugCost: 0,
  drugCostByMonth: [],
  drugs: [],
  providers: [],
  pharmacies: [],
  sample: true,
  ...over,
});

export const extraFor = (plan: MedicarePlan, over: Partial<ExtraPlanData> = {}): ExtraPlanData => ({
  cmsId: `${plan.contractID}-${plan.planID}-${plan.segmentID}`,
  connectureId: plan.id,
  fitnessProgramText: null,
  telemedicineText: null,
  cSnp: false,
  dSnp: false,
  ...over,
});
