/**
 * The SAMPLE plans of the sample files, one list for both CMS sources so that they join as CMS's do (by
 * contract id, plan id and segment id): the MA landscape (every plan: names, premiums, MOOP, stars) and the
 * quarterly Part D files (the plans with drug coverage: formulary, deductible, cost sharing, prices).
 * Sample contracts H9991-H9994 and S9991-S9992, every name marked "(sample)"; the counties the tests use.
 */

export const SAMPLE_CONTRACT_YEAR = 2027;
/**
 * The sample's previous contract year: the same plans a little cheaper, and one plan not offered yet.
 * Both years are served at once (from October to December the site offers this year's and next year's
 * plans; the annual notice compares a plan's two years).
 */
export const SAMPLE_PREVIOUS_YEAR = SAMPLE_CONTRACT_YEAR - 1;
export const SAMPLE_YEARS = [SAMPLE_PREVIOUS_YEAR, SAMPLE_CONTRACT_YEAR] as const;
export type SampleYear = (typeof SAMPLE_YEARS)[number];

export type SampleState = 'AZ' | 'FL';

export interface SampleCounty {
  fips: string;
  state: SampleState;
  name: string;
  zips: readonly string[];
}

export const SAMPLE_PLAN_COUNTIES: readonly SampleCounty[] = [
  { fips: '04013', state: 'AZ', name: 'Maricopa', zips: ['85004', '85281', '85308'] },
  { fips: '04021', state: 'AZ', name: 'Pinal', zips: ['85122', '85140'] },
  { fips: '04019', state: 'AZ', name: 'Pima', zips: ['85701', '85710'] },
  { fips: '04025', state: 'AZ', name: 'Yavapai', zips: ['86301', '86314'] },
  { fips: '04005', state: 'AZ', name: 'Coconino', zips: ['86001', '86004'] },
  { fips: '12086', state: 'FL', name: 'Miami-Dade', zips: ['33130', '33145'] },
  { fips: '12033', state: 'FL', name: 'Escambia', zips: ['32501', '32503'] },
];

/** CMS's MA and PDP regions of the two states. */
export const SAMPLE_REGIONS = {
  AZ: { stateName: 'Arizona', ma: '26', maName: 'Arizona', pdp: '34', pdpName: 'Arizona' },
  FL: { stateName: 'Florida', ma: '09', maName: 'Florida', pdp: '11', pdpName: 'Florida' },
} as const;

export interface SamplePlan {
  contract: string;
  plan: string;
  contractName: string;
  organization: string;
  name: string;
  /** The landscape's Plan Type. */
  planType: 'HMO' | 'HMO-POS' | 'Local PPO' | 'Medicare Prescription Drug Plan';
  /** FORMULARY_ID; null for an MA plan without drug coverage (it is in no Part D file). */
  formulary: string | null;
  /** Part D premium (plan information PREMIUM, landscape Part D Total Premium). */
  premium: number;
  /** Landscape Part C Premium (MA plans). */
  partCPremium?: number;
  deductible: number;
  /** SNP of the plan information file: 0 none, 1 chronic or disabling condition, 2 dual-eligible. */
  snp: 0 | 1 | 2;
  /** Landscape In-Network MOOP Amount (MA plans). */
  moop?: number;
  /** Landscape Overall Star Rating; null: "Plan too new to be measured". */
  stars: number | null;
  /** MA plans: county FIPS codes; PDPs: states (one plan information row per PDP region). */
  counties?: readonly string[];
  states?: readonly SampleState[];
  /** Scales every price and cost share of the plan a little, so plans differ. */
  factor: number;
}

const AZ = ['04013', '04021', '04019', '04025', '04005'];
const FL = ['12086', '12033'];

export const SAMPLE_PLANS: readonly SamplePlan[] = [
  {
    contract: 'H9991',
    plan: '001',
    contractName: 'Sample Health Plan A (sample)',
    organization: 'Sample Health Plan A',
    name: 'Sample Advantage Rx (HMO) (sample)',
    planType: 'HMO',
    formulary: '00029991',
    premium: 0,
    deductible: 250,
    snp: 0,
    moop: 3900,
    stars: 4,
    counties: AZ,
    factor: 1,
  },
  {
    contract: 'H9991',
    plan: '002',
    contractName: 'Sample Health Plan A (sample)',
    organization: 'Sample Health Plan A',
    name: 'Sample Advantage Plus (PPO) (sample)',
    planType: 'Local PPO',
    formulary: '00029991',
    premium: 39,
    partCPremium: 20,
    deductible: 0,
    snp: 0,
    moop: 6700,
    stars: 4.5,
    counties: AZ,
    factor: 1.05,
  },
  {
    contract: 'H9992',
    plan: '001',
    contractName: 'Sample Valley Care (sample)',
    organization: 'Sample Valley Care',
    name: 'Sample Valley Care (HMO) (sample)',
    planType: 'HMO',
    formulary: '00029992',
    premium: 0,
    deductible: 615,
    snp: 0,
    moop: 4900,
    stars: 3.5,
    counties: ['04013', '04021', '04019'],
    factor: 0.95,
  },
  {
    contract: 'H9993',
    plan: '001',
    contractName: 'Sample Sunshine Health (sample)',
    organization: 'Sample Sunshine Health',
    name: 'Sample Sunshine Advantage (HMO) (sample)',
    planType: 'HMO',
    formulary: '00029992',
    premium: 0,
    deductible: 300,
    snp: 0,
    moop: 3400,
    stars: 4,
    counties: FL,
    factor: 1.02,
  },
  {
    contract: 'H9993',
    plan: '002',
    contractName: 'Sample Sunshine Health (sample)',
    organization: 'Sample Sunshine Health',
    name: 'Sample Sunshine Dual (HMO D-SNP) (sample)',
    planType: 'HMO',
    formulary: '00029993',
    premium: 0,
    deductible: 615,
    snp: 2,
    moop: 9250,
    stars: 3.5,
    counties: ['12086'],
    factor: 1,
  },
  {
    contract: 'S9991',
    plan: '001',
    contractName: 'Sample Rx Company (sample)',
    organization: 'Sample Rx Company',
    name: 'Sample Rx Basic (PDP) (sample)',
    planType: 'Medicare Prescription Drug Plan',
    formulary: '00029993',
    premium: 12.4,
    deductible: 615,
    snp: 0,
    stars: 3,
    states: ['AZ', 'FL'],
    factor: 0.98,
  },
  {
    contract: 'S9991',
    plan: '002',
    contractName: 'Sample Rx Company (sample)',
    organization: 'Sample Rx Company',
    name: 'Sample Rx Enhanced (PDP) (sample)',
    planType: 'Medicare Prescription Drug Plan',
    formulary: '00029991',
    premium: 58.7,
    deductible: 0,
    snp: 0,
    stars: 3.5,
    states: ['AZ', 'FL'],
    factor: 1.08,
  },
  {
    contract: 'H9992',
    plan: '002',
    contractName: 'Sample Valley Care (sample)',
    organization: 'Sample Valley Care',
    name: 'Sample Valley Care Choice (PPO) (sample)',
    planType: 'Local PPO',
    formulary: '00029992',
    premium: 19,
    partCPremium: 0,
    deductible: 400,
    snp: 0,
    moop: 5900,
    stars: 3.5,
    counties: AZ,
    factor: 0.97,
  },
  {
    contract: 'H9994',
    plan: '001',
    contractName: 'Sample Desert Health (sample)',
    organization: 'Sample Desert Health',
    name: 'Sample Desert Health Access (HMO-POS) (sample)',
    planType: 'HMO-POS',
    formulary: '00029994',
    premium: 0,
    deductible: 150,
    snp: 0,
    moop: 4500,
    stars: null,
    counties: ['04013', '04021'],
    factor: 1.03,
  },
  {
    contract: 'H9994',
    plan: '002',
    contractName: 'Sample Desert Health (sample)',
    organization: 'Sample Desert Health',
    name: 'Sample Desert Health Heart Care (HMO C-SNP) (sample)',
    planType: 'HMO',
    formulary: '00029994',
    premium: 0,
    deductible: 0,
    snp: 1,
    moop: 3900,
    stars: null,
    counties: ['04013'],
    factor: 1,
  },
  {
    contract: 'H9993',
    plan: '003',
    contractName: 'Sample Sunshine Health (sample)',
    organization: 'Sample Sunshine Health',
    name: 'Sample Sunshine Choice (PPO) (sample)',
    planType: 'Local PPO',
    formulary: '00029991',
    premium: 25,
    partCPremium: 10,
    deductible: 0,
    snp: 0,
    moop: 6700,
    stars: 4.5,
    counties: FL,
    factor: 1.04,
  },
  {
    contract: 'S9992',
    plan: '001',
    contractName: 'Sample Saver Rx (sample)',
    organization: 'Sample Saver Rx',
    name: 'Sample Saver Rx Value (PDP) (sample)',
    planType: 'Medicare Prescription Drug Plan',
    formulary: '00029994',
    premium: 0.6,
    deductible: 615,
    snp: 0,
    stars: 3.5,
    states: ['AZ', 'FL'],
    factor: 0.93,
  },
  {
    contract: 'S9992',
    plan: '002',
    contractName: 'Sample Saver Rx (sample)',
    organization: 'Sample Saver Rx',
    name: 'Sample Saver Rx Plus (PDP) (sample)',
    planType: 'Medicare Prescription Drug Plan',
    formulary: '00029992',
    premium: 44.3,
    deductible: 100,
    snp: 0,
    stars: 4,
    states: ['AZ', 'FL'],
    factor: 1.01,
  },
  // Medicare Advantage without drug coverage: in the landscape only.
  {
    contract: 'H9991',
    plan: '003',
    contractName: 'Sample Health Plan A (sample)',
    organization: 'Sample Health Plan A',
    name: 'Sample Advantage Core (HMO) (sample)',
    planType: 'HMO',
    formulary: null,
    premium: 0,
    partCPremium: 0,
    deductible: 0,
    snp: 0,
    moop: 4900,
    stars: 4,
    counties: AZ,
    factor: 1,
  },
  {
    contract: 'H9992',
    plan: '003',
    contractName: 'Sample Valley Care (sample)',
    organization: 'Sample Valley Care',
    name: 'Sample Valley Care Giveback (PPO) (sample)',
    planType: 'Local PPO',
    formulary: null,
    premium: 0,
    partCPremium: 0,
    deductible: 0,
    snp: 0,
    moop: 7550,
    stars: 3.5,
    counties: AZ,
    factor: 1,
  },
  {
    contract: 'H9993',
    plan: '004',
    contractName: 'Sample Sunshine Health (sample)',
    organization: 'Sample Sunshine Health',
    name: 'Sample Sunshine Essential (HMO) (sample)',
    planType: 'HMO',
    formulary: null,
    premium: 0,
    partCPremium: 0,
    deductible: 0,
    snp: 0,
    moop: 5500,
    stars: 4,
    counties: FL,
    factor: 1,
  },
  {
    contract: 'H9993',
    plan: '005',
    contractName: 'Sample Sunshine Health (sample)',
    organization: 'Sample Sunshine Health',
    name: 'Sample Sunshine Flex (PPO) (sample)',
    planType: 'Local PPO',
    formulary: null,
    premium: 0,
    partCPremium: 15,
    deductible: 0,
    snp: 0,
    moop: 8300,
    stars: 3.5,
    counties: FL,
    factor: 1,
  },
  // More plans, so the test counties have as many as a plan list pages through (Maricopa: 12 MA, 12 PDPs).
  {
    contract: 'H9995',
    plan: '001',
    contractName: 'Sample Canyon Health (sample)',
    organization: 'Sample Canyon Health',
    name: 'Sample Canyon Complete (HMO) (sample)',
    planType: 'HMO',
    formulary: '00029993',
    premium: 0,
    deductible: 0,
    snp: 0,
    moop: 3400,
    stars: 5,
    counties: AZ,
    factor: 0.99,
  },
  {
    contract: 'H9995',
    plan: '002',
    contractName: 'Sample Canyon Health (sample)',
    organization: 'Sample Canyon Health',
    name: 'Sample Canyon Choice (PPO) (sample)',
    planType: 'Local PPO',
    formulary: '00029991',
    premium: 45,
    partCPremium: 25,
    deductible: 200,
    snp: 0,
    moop: 5500,
    stars: 4,
    counties: ['04013', '04025', '04005'],
    factor: 1.06,
  },
  {
    contract: 'H9995',
    plan: '003',
    contractName: 'Sample Canyon Health (sample)',
    organization: 'Sample Canyon Health',
    name: 'Sample Canyon Dual (HMO D-SNP) (sample)',
    planType: 'HMO',
    formulary: '00029993',
    premium: 0,
    deductible: 615,
    snp: 2,
    moop: 9250,
    stars: 3.5,
    counties: ['04013'],
    factor: 1,
  },
  {
    contract: 'H9996',
    plan: '001',
    contractName: 'Sample Mesa Health (sample)',
    organization: 'Sample Mesa Health',
    name: 'Sample Mesa Advantage (HMO-POS) (sample)',
    planType: 'HMO-POS',
    formulary: '00029992',
    premium: 12,
    partCPremium: 0,
    deductible: 100,
    snp: 0,
    moop: 4200,
    stars: 3,
    counties: AZ,
    factor: 1.01,
  },
  {
    contract: 'H9996',
    plan: '002',
    contractName: 'Sample Mesa Health (sample)',
    organization: 'Sample Mesa Health',
    name: 'Sample Mesa Premier (PPO) (sample)',
    planType: 'Local PPO',
    formulary: '00029994',
    premium: 79,
    partCPremium: 40,
    deductible: 0,
    snp: 0,
    moop: 3900,
    stars: null,
    counties: ['04013', '04019'],
    factor: 1.1,
  },
  {
    contract: 'H9996',
    plan: '003',
    contractName: 'Sample Mesa Health (sample)',
    organization: 'Sample Mesa Health',
    name: 'Sample Mesa Basic (HMO) (sample)',
    planType: 'HMO',
    formulary: null,
    premium: 0,
    partCPremium: 0,
    deductible: 0,
    snp: 0,
    moop: 6700,
    stars: 2.5,
    counties: AZ,
    factor: 1,
  },
  {
    contract: 'S9993',
    plan: '001',
    contractName: 'Sample Medirx (sample)',
    organization: 'Sample Medirx',
    name: 'Sample Medirx Select (PDP) (sample)',
    planType: 'Medicare Prescription Drug Plan',
    formulary: '00029992',
    premium: 28.9,
    deductible: 615,
    snp: 0,
    stars: 4,
    states: ['AZ', 'FL'],
    factor: 0.96,
  },
  {
    contract: 'S9993',
    plan: '002',
    contractName: 'Sample Medirx (sample)',
    organization: 'Sample Medirx',
    name: 'Sample Medirx Complete (PDP) (sample)',
    planType: 'Medicare Prescription Drug Plan',
    formulary: '00029991',
    premium: 71.2,
    deductible: 0,
    snp: 0,
    stars: 4.5,
    states: ['AZ', 'FL'],
    factor: 1.07,
  },
  {
    contract: 'S9994',
    plan: '001',
    contractName: 'Sample Pillbox (sample)',
    organization: 'Sample Pillbox',
    name: 'Sample Pillbox Value (PDP) (sample)',
    planType: 'Medicare Prescription Drug Plan',
    formulary: '00029994',
    premium: 9.8,
    deductible: 615,
    snp: 0,
    stars: null,
    states: ['AZ', 'FL'],
    factor: 0.94,
  },
  {
    contract: 'S9994',
    plan: '002',
    contractName: 'Sample Pillbox (sample)',
    organization: 'Sample Pillbox',
    name: 'Sample Pillbox Plus (PDP) (sample)',
    planType: 'Medicare Prescription Drug Plan',
    formulary: '00029993',
    premium: 36.5,
    deductible: 250,
    snp: 0,
    stars: 3,
    states: ['AZ', 'FL'],
    factor: 1,
  },
  {
    contract: 'S9995',
    plan: '001',
    contractName: 'Sample Harbor Rx (sample)',
    organization: 'Sample Harbor Rx',
    name: 'Sample Harbor Rx Basic (PDP) (sample)',
    planType: 'Medicare Prescription Drug Plan',
    formulary: '00029993',
    premium: 18.1,
    deductible: 615,
    snp: 0,
    stars: 2.5,
    states: ['AZ', 'FL'],
    factor: 0.97,
  },
  {
    contract: 'S9995',
    plan: '002',
    contractName: 'Sample Harbor Rx (sample)',
    organization: 'Sample Harbor Rx',
    name: 'Sample Harbor Rx Extra (PDP) (sample)',
    planType: 'Medicare Prescription Drug Plan',
    formulary: '00029992',
    premium: 52.4,
    deductible: 100,
    snp: 0,
    stars: 3.5,
    states: ['AZ', 'FL'],
    factor: 1.03,
  },
  {
    contract: 'S9996',
    plan: '001',
    contractName: 'Sample Summit Rx (sample)',
    organization: 'Sample Summit Rx',
    name: 'Sample Summit Rx (PDP) (sample)',
    planType: 'Medicare Prescription Drug Plan',
    formulary: '00029991',
    premium: 0,
    deductible: 615,
    snp: 0,
    stars: 3,
    states: ['AZ', 'FL'],
    factor: 0.99,
  },
  {
    contract: 'S9996',
    plan: '002',
    contractName: 'Sample Summit Rx (sample)',
    organization: 'Sample Summit Rx',
    name: 'Sample Summit Rx Premier (PDP) (sample)',
    planType: 'Medicare Prescription Drug Plan',
    formulary: '00029994',
    premium: 88.6,
    deductible: 0,
    snp: 0,
    stars: 5,
    states: ['AZ', 'FL'],
    factor: 1.12,
  },
];

export const SAMPLE_SEGMENT = '000';

/** The plan first offered in the sample's newest year ("Plan too new to be measured"). */
export const NEW_IN_SAMPLE_CONTRACT_YEAR = { contract: 'H9994', plan: '001' } as const;

/** The previous year's premiums and prices (`factor`, which scales every price and cost share) are 5% lower. */
const PREVIOUS_YEAR_SCALE = 0.95;
const cents = (n: number) => Math.round(n * 100) / 100;

/** The sample plans offered in a contract year of the sample. */
export const samplePlansOf = (year: SampleYear): readonly SamplePlan[] =>
  year === SAMPLE_CONTRACT_YEAR
    ? SAMPLE_PLANS
    : SAMPLE_PLANS.filter(
        (p) =>
          !(
            p.contract === NEW_IN_SAMPLE_CONTRACT_YEAR.contract && p.plan === NEW_IN_SAMPLE_CONTRACT_YEAR.plan
          ),
      ).map((p) => ({
        ...p,
        premium: cents(p.premium * PREVIOUS_YEAR_SCALE),
        partCPremium: p.partCPremium === undefined ? undefined : cents(p.partCPremium * PREVIOUS_YEAR_SCALE),
        factor: p.factor * PREVIOUS_YEAR_SCALE,
      }));

/** The counties a plan serves: its own (MA) or every county of its states (PDP). */
export const countiesOfPlan = (plan: SamplePlan): SampleCounty[] =>
  SAMPLE_PLAN_COUNTIES.filter((c) => plan.counties?.includes(c.fips) || plan.states?.includes(c.state));

/** The plans with Part D coverage: the plans of the quarterly Part D files. */
export const partDPlans = (year: SampleYear = SAMPLE_CONTRACT_YEAR): (SamplePlan & { formulary: string })[] =>
  samplePlansOf(year).flatMap((p) => (p.formulary === null ? [] : [{ ...p, formulary: p.formulary }]));
