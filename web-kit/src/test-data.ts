/** Plans and sessions shaped like the api's answers, for component and unit tests of any app. */
import type {
  ExtraPlanData,
  MedicarePlan,
  MedigapPlan,
  PartDYear,
  SessionResponse,
} from 'shared-contracts/api';

/**
 * The api's answer for the test host's session (`testHost()`: 2027, ZIP 85004 in Maricopa), with nothing
 * chosen yet unless `over` says (its benefits, doctors…).
 */
export const makeSessionAnswer = (over: Partial<SessionResponse> = {}): SessionResponse => ({
  accessData: { accessToken: 'token', expiresAt: '2030-01-01T00:00:00Z' },
  websiteReferenceId: 'AAAAAAAAAAAAAAAAAAAAAA',
  accountId: null,
  assignedAgent: null,
  connectureSessionId: 'c1',
  external_uuid: 'e1',
  landing_url: null,
  year: 2027,
  zip: '85004',
  fips: '04013',
  countyName: 'Maricopa',
  dosages: [],
  providers: [],
  pharmacies: [],
  benefits: [],
  extraHelp: null,
  ...over,
});

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

/** A dosage no plan lists a price for, as a plan answer carries it (left out of the estimate). */
export const unpricedDrug: MedicarePlan['drugs'][number] = {
  dosageRecordID: 'd1',
  ndc: '84949-0002-90',
  drugName: 'atorvastatin',
  covered: true,
  tierNumber: 1,
  priorAuthorization: false,
  quantityLimit: false,
  annualCost: 0,
  priced: false,
};

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

/** The content api's campaign phone table: the spec 9 numbers and one campaign's number on the plans page. */
export const phoneTableAnswer = {
  defaultPhoneNumber: '(623) 223-8884',
  fallbackPhoneNumber: '(623) 223-8884',
  partnerPhoneNumber: '(888) 984-8120',
  usnPhoneNumber: '(888) 380-0836',
  pageKinds: ['plans-page'],
  campaigns: [{ campaign: 'spring', pageKind: 'plans-page', phoneNumber: '(800) 555-0142' }],
};
