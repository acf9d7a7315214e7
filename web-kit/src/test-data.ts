/** Plans shaped like the api's answers, for component and unit tests of any app. */
import type { ExtraPlanData, MedicarePlan, MedigapPlan, PartDYear } from 'shared-contracts/api';

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

/** A Medigap quote (source from the id's length, spec 9). */
export const makeMedigapPlan = (
  over: Partial<MedigapPlan> & Pick<MedigapPlan, 'id' | 'planSubType'>,
): MedigapPlan => ({
  iD: over.id,
  source: over.id.length > 12 ? 'csg' : 'connecture',
  carrier: 'c1',
  carrierName: 'Harbor Mutual',
  loggingKey: 'k',
  planName: `Harbor Mutual Plan ${over.planSubType}`,
  planType: 256,
  monthlyPremium: 150,
  annualPlanPremium: 1800,
  rateBasis: { age: 65, gender: 'F', tobacco: false },
  sample: true,
  ...over,
});

/** The 2027 Part D parameters as the plans service sends them (the deductible still unconfirmed). */
export const partD2027: PartDYear = {
  year: 2027,
  standardDeductible: { amount: 705, confirmed: false, source: 'Not yet confirmed from CMS text' },
  initialCoinsurance: 0.25,
  outOfPocketCap: { amount: 2400, confirmed: true, source: 'CMS CY 2027 Rate Announcement' },
  insulinMonthlyCap: 35,
};

/** A person who has answered the Medigap quote questions (mfe-plans' `saveQuoteInputs` takes it). */
export const answeredMedigapQuote = {
  birthDate: '04/28/1962',
  gender: 'Female' as const,
  smoke: false,
  coverageStart: '2027-05-01',
  partBEffectiveDate: '04/01/2027',
};
