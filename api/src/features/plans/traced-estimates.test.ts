/**
 * Three Maricopa plans' 2027 estimates for one person's five drugs, worked out by hand from the rows of the
 * sample files (api/data/sample) and asked of the api the way the pages ask: GET /consumer/plans (the plan
 * list) and GET /consumer/plans/{id} (the details page's month-by-month chart). docs/traced-estimates.md is
 * the same trace as tables.
 *
 * The rules, as api/CONTEXT.md "Drug cost estimate" and part-d-cost.ts state them: a 30-day fill at a
 * preferred retail pharmacy every month from January (no pharmacy chosen: Plan Finder's default); a fill
 * costs units x UNIT_COST, to the cent; on a tier whose DED_APPLIES_YN is Y the person pays the whole price
 * until the plan's DEDUCTIBLE is met, then the tier's cost share of the rest of that fill; a copay is never
 * more than the fill's price; covered insulin pays the insulin file's copay, at most $35 a month, outside
 * the deductible; once $2,400 (2027) has been paid for covered drugs the rest of the year is $0. The
 * deductible is met by the drugs in the order the person added them.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { planDetailResponseSchema, plansResponseSchema } from 'shared-contracts/api';
import { derivePlanValues } from 'shared-contracts/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, SAMPLE, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  // During the annual enrollment period: 2027 coverage starts in January.
  api.setNow(new Date('2026-11-15T12:00:00Z'));
}, 300_000);
afterAll(() => api.close());

const LANDSCAPE = 'ma-landscape/2027/CY2027_Landscape_202609.csv';
const PLAN_INFORMATION = 'part-d/2027/plan information PPUF_2027Q1.txt';
const FORMULARY = 'part-d/2027/basic drugs formulary file PPUF_2027Q1.txt';
const BENEFICIARY_COST = 'part-d/2027/beneficiary cost file PPUF_2027Q1.txt';
const INSULIN_COST = 'part-d/2027/insulin beneficiary cost file PPUF_2027Q1.txt';
const PRICING = 'part-d/2027/pricing file PPUF_2027Q1.txt';

/** A line of a sample file as quoted below: file (under api/data/sample), line number (the header is 1), text. */
type Quoted = readonly [file: string, line: number, text: string];

/**
 * Every row the hand computation reads, quoted as the file has it (the first test checks each quote
 * against the file, so the line numbers here and in api/CONTEXT.md stay true).
 */
const ROWS = {
  // The landscape's premiums (PDP: Part D Total Premium; MA-PD: Monthly Consolidated Premium) and the
  // 2027 Part D Out-of-Pocket (OOP) Threshold, $2,400.00, on every row.
  landscapeH9994_001: [
    LANDSCAPE,
    8,
    '2027,MA-PD,No,AZ,Arizona,Maricopa,H9994,001,0,H9994_001,H9994_001_0,No,Sample Desert Health Holdings (Sample),SAMPLE DESERT HEALTH (SAMPLE),Sample Desert Health,Local CCP,Sample Desert Health Access (HMO-POS) (sample),HMO-POS,No,Not Applicable,,,,,,,Yes,No,,,,,,,$150.00,$0.00,$0.00,$0.00,$0.00,$0.00,$0.00,"$2,400.00",$0.00,$0.00,"$4,500.00",Plan too new to be measured,Plan too new to be measured,Plan too new to be measured,26,Arizona,34,Arizona',
  ],
  landscapeS9994_002: [
    LANDSCAPE,
    23,
    '2027,PDP,No,AZ,Arizona,Maricopa,S9994,002,0,S9994_002,S9994_002_0,No,Sample Pillbox Holdings (Sample),SAMPLE PILLBOX (SAMPLE),Sample Pillbox,PDP,Sample Pillbox Plus (PDP) (sample),Medicare Prescription Drug Plan,No,Not Applicable,,,,,,,Yes,No,,,,,,,$250.00,$35.00,$1.50,$36.50,$35.00,$35.00,$1.50,"$2,400.00",Not Applicable,Not Applicable,Not Applicable,Not Applicable,3.0,3.0,,,34,Arizona',
  ],
  landscapeS9995_002: [
    LANDSCAPE,
    25,
    '2027,PDP,No,AZ,Arizona,Maricopa,S9995,002,0,S9995_002,S9995_002_0,No,Sample Harbor Rx Holdings (Sample),SAMPLE HARBOR RX (SAMPLE),Sample Harbor Rx,PDP,Sample Harbor Rx Extra (PDP) (sample),Medicare Prescription Drug Plan,No,Not Applicable,,,,,,,Yes,No,,,,,,,$100.00,$35.00,$17.40,$52.40,$35.00,$35.00,$17.40,"$2,400.00",Not Applicable,Not Applicable,Not Applicable,Not Applicable,3.5,3.5,,,34,Arizona',
  ],
  // FORMULARY_ID, PREMIUM, DEDUCTIBLE (MA-PD: the county's row; PDP: PDP region 34, Arizona).
  planH9994_001: [
    PLAN_INFORMATION,
    27,
    'H9994|001|000|Sample Desert Health (sample)|Sample Desert Health Access (HMO-POS) (sample)|00029994|0.00|150.00|26||AZ|04013|0|N',
  ],
  planS9994_002: [
    PLAN_INFORMATION,
    58,
    'S9994|002|000|Sample Pillbox (sample)|Sample Pillbox Plus (PDP) (sample)|00029993|36.50|250.00||34|||0|N',
  ],
  planS9995_002: [
    PLAN_INFORMATION,
    62,
    'S9995|002|000|Sample Harbor Rx (sample)|Sample Harbor Rx Extra (PDP) (sample)|00029992|52.40|100.00||34|||0|N',
  ],
  // FORMULARY_ID|FORMULARY_VERSION|CONTRACT_YEAR|RXCUI|NDC|TIER_LEVEL_VALUE|QUANTITY_LIMIT_YN|
  // QUANTITY_LIMIT_AMOUNT|QUANTITY_LIMIT_DAYS|PRIOR_AUTHORIZATION_YN|STEP_THERAPY_YN|SELECTED_DRUG_YN
  f94Atorvastatin: [FORMULARY, 975, '00029994|7|2027|9900000|84949000090|1|N|||N|N|N'],
  f94Metformin: [FORMULARY, 981, '00029994|7|2027|9900031|60560003190|2|N|||N|N|N'],
  f94Eliquis: [FORMULARY, 1213, '00029994|7|2027|9901541|83077154130|4|N|||N|Y|N'],
  f94Lantus: [FORMULARY, 1286, '00029994|7|2027|9902010|54587201001|3|N|||N|N|N'],
  f94Jardiance: [FORMULARY, 1222, '00029994|7|2027|9901600|52234160030|3|N|||N|N|N'],
  f93Atorvastatin: [FORMULARY, 650, '00029993|7|2027|9900000|84949000090|1|N|||N|N|N'],
  f93Metformin: [FORMULARY, 655, '00029993|7|2027|9900031|60560003190|2|N|||N|N|N'],
  f93Eliquis: [FORMULARY, 887, '00029993|7|2027|9901541|83077154130|3|N|||N|N|N'],
  f93Lantus: [FORMULARY, 961, '00029993|7|2027|9902010|54587201001|3|N|||N|N|N'],
  f93Jardiance: [FORMULARY, 897, '00029993|7|2027|9901600|52234160030|3|N|||N|N|N'],
  f92Atorvastatin: [FORMULARY, 328, '00029992|7|2027|9900000|84949000090|2|N|||N|N|N'],
  f92Metformin: [FORMULARY, 335, '00029992|7|2027|9900031|60560003190|1|N|||N|N|N'],
  f92Eliquis: [FORMULARY, 562, '00029992|7|2027|9901541|83077154130|4|N|||N|Y|N'],
  f92Lantus: [FORMULARY, 636, '00029992|7|2027|9902010|54587201001|3|N|||N|N|N'],
  f92Jardiance: [FORMULARY, 572, '00029992|7|2027|9901600|52234160030|4|N|||N|Y|N'],
  // CONTRACT_ID|PLAN_ID|SEGMENT_ID|COVERAGE_LEVEL|TIER|DAYS_SUPPLY (1 = 30 days)|COST_TYPE_PREF|COST_AMT_PREF|
  // COST_MIN_AMT_PREF|COST_MAX_AMT_PREF|… (NONPREF, MAIL_PREF, MAIL_NONPREF)|TIER_SPECIALTY_YN|DED_APPLIES_YN;
  // COVERAGE_LEVEL 1 (initial coverage), COST_TYPE 1 copay in dollars, 2 coinsurance as a fraction.
  bcH9994Tier1: [BENEFICIARY_COST, 252, 'H9994|001|000|1|1|1|1|0.00|||1|10.30|||1|0.00|||1|10.30|||N|N'],
  bcH9994Tier2: [BENEFICIARY_COST, 254, 'H9994|001|000|1|2|1|1|5.15|||1|15.45|||1|0.00|||1|15.45|||N|N'],
  bcH9994Tier3: [BENEFICIARY_COST, 256, 'H9994|001|000|1|3|1|1|48.41|||1|48.41|||1|48.41|||1|48.41|||N|Y'],
  bcH9994Tier4: [BENEFICIARY_COST, 258, 'H9994|001|000|1|4|1|2|0.40|||2|0.45|||2|0.40|||2|0.45|||N|Y'],
  bcS9994Tier1: [BENEFICIARY_COST, 642, 'S9994|002|000|1|1|1|1|0.00|||1|10.00|||1|0.00|||1|10.00|||N|N'],
  bcS9994Tier2: [BENEFICIARY_COST, 644, 'S9994|002|000|1|2|1|1|5.00|||1|15.00|||1|0.00|||1|15.00|||N|N'],
  bcS9994Tier3: [BENEFICIARY_COST, 646, 'S9994|002|000|1|3|1|1|47.00|||1|47.00|||1|47.00|||1|47.00|||N|Y'],
  bcS9995Tier1: [BENEFICIARY_COST, 702, 'S9995|002|000|1|1|1|1|0.00|||1|10.30|||1|0.00|||1|10.30|||N|N'],
  bcS9995Tier2: [BENEFICIARY_COST, 704, 'S9995|002|000|1|2|1|1|5.15|||1|15.45|||1|0.00|||1|15.45|||N|N'],
  bcS9995Tier4: [BENEFICIARY_COST, 708, 'S9995|002|000|1|4|1|2|0.40|||2|0.45|||2|0.40|||2|0.45|||N|Y'],
  // DAYS_SUPPLY 2 (90 days), for preferred mail order (COST_TYPE_MAIL_PREF, COST_AMT_MAIL_PREF).
  bcS9994Tier1Days90: [
    BENEFICIARY_COST,
    643,
    'S9994|002|000|1|1|2|1|0.00|||1|30.00|||1|0.00|||1|30.00|||N|N',
  ],
  bcS9994Tier2Days90: [
    BENEFICIARY_COST,
    645,
    'S9994|002|000|1|2|2|1|15.00|||1|45.00|||1|0.00|||1|45.00|||N|N',
  ],
  bcS9994Tier3Days90: [
    BENEFICIARY_COST,
    647,
    'S9994|002|000|1|3|2|1|141.00|||1|141.00|||1|94.00|||1|141.00|||N|Y',
  ],
  // CONTRACT_ID|PLAN_ID|SEGMENT_ID|TIER|DAYS_SUPPLY|COPAY_AMT_PREF_INSLN|COPAY_AMT_NONPREF_INSLN|…
  insulinH9994: [INSULIN_COST, 26, 'H9994|001|000|3|1|35.00|35.00|35.00|35.00||||'],
  insulinS9994: [INSULIN_COST, 65, 'S9994|002|000|3|1|35.00|35.00|35.00|35.00||||'],
  insulinS9995: [INSULIN_COST, 71, 'S9995|002|000|3|1|35.00|35.00|35.00|35.00||||'],
  insulinS9994Days90: [INSULIN_COST, 67, 'S9994|002|000|3|2|105.00|105.00|105.00|105.00||||'],
  // CONTRACT_ID|PLAN_ID|SEGMENT_ID|NDC|DAYS_SUPPLY|UNIT_COST
  pH9994Atorvastatin: [PRICING, 5190, 'H9994|001|000|84949000090|30|0.0824'],
  pH9994Metformin: [PRICING, 5202, 'H9994|001|000|60560003190|30|0.0824'],
  pH9994Eliquis: [PRICING, 5666, 'H9994|001|000|83077154130|30|12.7411'],
  pH9994Lantus: [PRICING, 5812, 'H9994|001|000|54587201001|30|23.4943'],
  pH9994Jardiance: [PRICING, 5684, 'H9994|001|000|52234160030|30|20.6618'],
  pS9994Atorvastatin: [PRICING, 13628, 'S9994|002|000|84949000090|30|0.0800'],
  pS9994Metformin: [PRICING, 13638, 'S9994|002|000|60560003190|30|0.0800'],
  pS9994Eliquis: [PRICING, 14102, 'S9994|002|000|83077154130|30|12.3700'],
  pS9994Lantus: [PRICING, 14250, 'S9994|002|000|54587201001|30|22.8100'],
  pS9994Jardiance: [PRICING, 14122, 'S9994|002|000|52234160030|30|20.0600'],
  pS9994AtorvastatinDays90: [PRICING, 13629, 'S9994|002|000|84949000090|90|0.0776'],
  pS9994MetforminDays90: [PRICING, 13639, 'S9994|002|000|60560003190|90|0.0776'],
  pS9994EliquisDays90: [PRICING, 14103, 'S9994|002|000|83077154130|90|11.9989'],
  pS9994LantusDays90: [PRICING, 14251, 'S9994|002|000|54587201001|90|22.1257'],
  pS9994JardianceDays90: [PRICING, 14123, 'S9994|002|000|52234160030|90|19.4582'],
  pS9995Atorvastatin: [PRICING, 14928, 'S9995|002|000|84949000090|30|0.0824'],
  pS9995Metformin: [PRICING, 14942, 'S9995|002|000|60560003190|30|0.0824'],
  pS9995Eliquis: [PRICING, 15396, 'S9995|002|000|83077154130|30|12.7411'],
  pS9995Lantus: [PRICING, 15544, 'S9995|002|000|54587201001|30|23.4943'],
  pS9995Jardiance: [PRICING, 15416, 'S9995|002|000|52234160030|30|20.6618'],
} as const satisfies Record<string, Quoted>;

const sampleLines = new Map<string, string[]>();
const lineOf = (file: string, line: number) => {
  let lines = sampleLines.get(file);
  if (!lines) {
    const path = fileURLToPath(new URL(`../../../data/sample/${file}`, import.meta.url));
    lines = readFileSync(path, 'utf8').split(/\r?\n/);
    sampleLines.set(file, lines);
  }
  return lines[line - 1];
};

/**
 * The person's drugs, added in this order, with the units a month the dosage picker would save (quantity
 * a month, EVERY_MONTH): the FDA NDC directory's packages (fda-ndc/package.txt), NDC-11 as in CMS's files.
 */
const DRUGS = [
  { name: 'atorvastatin 10 mg tablet', ndc: '84949-0000-90', quantity: 30 },
  { name: 'metformin 850 mg tablet', ndc: '60560-0031-90', quantity: 60 },
  { name: 'Eliquis 5 mg tablet', ndc: '83077-1541-30', quantity: 60 },
  { name: 'Lantus SoloStar 100 units/mL (mL)', ndc: '54587-2010-01', quantity: 15 },
  { name: 'Jardiance 10 mg tablet', ndc: '52234-1600-30', quantity: 30 },
] as const;

interface Expected {
  monthlyPremium: number;
  drugDeductible: number;
  /** TIER_LEVEL_VALUE per drug, in DRUGS order. */
  tiers: number[];
  /** Yearly cost per drug, in DRUGS order. */
  perDrug: number[];
  /** What the person pays each month, January to December. */
  months: number[];
  estimatedAnnualDrugCost: number;
  /** The drug cost plus 12 premiums: the list's "estimated yearly total" and its default sort. */
  yearlyTotal: number;
}

/**
 * H9994-001, Sample Desert Health Access (HMO-POS), MA-PD: landscape line 8 (Monthly Consolidated Premium
 * $0.00); plan information line 27 (formulary 00029994, DEDUCTIBLE 150.00).
 *   atorvastatin  tier 1 (formulary 975): 30 x 0.0824 (pricing 5190) = $2.47 a fill; tier 1 copay $0.00 (bc 252).
 *   metformin     tier 2 (981): 60 x 0.0824 (5202) = $4.94; tier 2 copay $5.15 (bc 254) held to the price: $4.94.
 *   Eliquis       tier 4 (1213): 60 x 12.7411 (5666) = $764.47; tier 4 40% coinsurance, DED_APPLIES_YN Y (bc 258):
 *                 January $150.00 deductible + 40% of $614.47 ($245.79) = $395.79; then 40% of $764.47 = $305.79.
 *   Lantus        tier 3, insulin (1286): 15 x 23.4943 (5812) = $352.41; insulin copay $35.00 (insulin 26).
 *   Jardiance     tier 3 (1222): 30 x 20.6618 (5684) = $619.85; tier 3 copay $48.41, DED_APPLIES_YN Y (bc 256),
 *                 the deductible already met by Eliquis: $48.41.
 *   January 0 + 4.94 + 395.79 + 35 + 48.41 = $484.14; February to May 4.94 + 305.79 + 35 + 48.41 = $394.14 a
 *   month (May: $2,060.70 paid); June: 4.94 + 305.79 = $2,371.43, then $28.57 of Lantus's $35 reaches
 *   $2,400: June $339.30, then $0. Per drug: 0; 6 x 4.94 = 29.64; 395.79 + 5 x 305.79 = 1,924.74;
 *   5 x 35 + 28.57 = 203.57; 5 x 48.41 = 242.05.
 */
const H9994_001: Expected = {
  monthlyPremium: 0,
  drugDeductible: 150,
  tiers: [1, 2, 4, 3, 3],
  perDrug: [0, 29.64, 1924.74, 203.57, 242.05],
  months: [484.14, 394.14, 394.14, 394.14, 394.14, 339.3, 0, 0, 0, 0, 0, 0],
  estimatedAnnualDrugCost: 2400,
  yearlyTotal: 2400,
};

/**
 * S9994-002, Sample Pillbox Plus (PDP): landscape line 23 (Part D Total Premium $36.50); plan information
 * line 58 (formulary 00029993, PREMIUM 36.50, DEDUCTIBLE 250.00).
 *   atorvastatin  tier 1 (formulary 650): 30 x 0.0800 (pricing 13628) = $2.40; copay $0.00 (bc 642).
 *   metformin     tier 2 (655): 60 x 0.0800 (13638) = $4.80; copay $5.00 (bc 644) held to the price: $4.80.
 *   Eliquis       tier 3 (887): 60 x 12.3700 (14102) = $742.20; tier 3 copay $47.00, DED_APPLIES_YN Y (bc 646):
 *                 January $250.00 deductible + $47.00 = $297.00; then $47.00.
 *   Lantus        tier 3, insulin (961): 15 x 22.8100 (14250) = $342.15; insulin copay $35.00 (insulin 65).
 *   Jardiance     tier 3 (897): 30 x 20.0600 (14122) = $601.80; $47.00 (bc 646), the deductible met.
 *   January 0 + 4.80 + 297 + 35 + 47 = $383.80; then 4.80 + 47 + 35 + 47 = $133.80 a month. The year:
 *   383.80 + 11 x 133.80 = $1,855.60, under the $2,400 threshold. Per drug: 0; 12 x 4.80 = 57.60;
 *   297 + 11 x 47 = 814; 12 x 35 = 420; 12 x 47 = 564.
 */
const S9994_002: Expected = {
  monthlyPremium: 36.5,
  drugDeductible: 250,
  tiers: [1, 2, 3, 3, 3],
  perDrug: [0, 57.6, 814, 420, 564],
  months: [383.8, ...Array<number>(11).fill(133.8)],
  estimatedAnnualDrugCost: 1855.6,
  // 1,855.60 + 12 x 36.50
  yearlyTotal: 2293.6,
};

/**
 * S9995-002, Sample Harbor Rx Extra (PDP): landscape line 25 (Part D Total Premium $52.40); plan information
 * line 62 (formulary 00029992, PREMIUM 52.40, DEDUCTIBLE 100.00).
 *   atorvastatin  tier 2 (formulary 328): 30 x 0.0824 (pricing 14928) = $2.47; copay $5.15 (bc 704) held: $2.47.
 *   metformin     tier 1 (335): 60 x 0.0824 (14942) = $4.94; copay $0.00 (bc 702).
 *   Eliquis       tier 4 (562): 60 x 12.7411 (15396) = $764.47; 40%, DED_APPLIES_YN Y (bc 708): January
 *                 $100.00 deductible + 40% of $664.47 ($265.79) = $365.79; then $305.79.
 *   Lantus        tier 3, insulin (636): 15 x 23.4943 (15544) = $352.41; insulin copay $35.00 (insulin 71).
 *   Jardiance     tier 4 (572): 30 x 20.6618 (15416) = $619.85; 40% (bc 708) = $247.94, the deductible met.
 *   January 2.47 + 0 + 365.79 + 35 + 247.94 = $651.20; February and March $591.20 (March: $1,833.60 paid);
 *   April: 2.47 + 305.79 + 35 = $2,176.86, then $223.14 of Jardiance's $247.94 reaches $2,400: April
 *   $566.40, then $0. Per drug: 4 x 2.47 = 9.88; 0; 365.79 + 3 x 305.79 = 1,283.16; 4 x 35 = 140;
 *   3 x 247.94 + 223.14 = 966.96.
 */
const S9995_002: Expected = {
  monthlyPremium: 52.4,
  drugDeductible: 100,
  tiers: [2, 1, 4, 3, 4],
  perDrug: [9.88, 0, 1283.16, 140, 966.96],
  months: [651.2, 591.2, 591.2, 566.4, 0, 0, 0, 0, 0, 0, 0, 0],
  estimatedAnnualDrugCost: 2400,
  // 2,400 + 12 x 52.40
  yearlyTotal: 3028.8,
};

/**
 * S9994-002 by preferred mail order (the details page's mail-order choice: isMailOrder, 90-day fills in
 * January, April, July and October, the 90-day UNIT_COST and the DAYS_SUPPLY 2 rows' _MAIL_PREF columns).
 *   atorvastatin  90 x 0.0776 (pricing 13629) = $6.98; tier 1 mail copay $0.00 (bc 643).
 *   metformin     180 x 0.0776 (13639) = $13.97; tier 2 mail copay $0.00 (bc 645).
 *   Eliquis       180 x 11.9989 (14103) = $2,159.80; tier 3 mail copay $94.00, DED_APPLIES_YN Y (bc 647):
 *                 January $250.00 deductible + $94.00 = $344.00; then $94.00.
 *   Lantus        45 x 22.1257 (14251) = $995.66; insulin 90-day mail copay $105.00 (insulin 67), within
 *                 3 months x $35.
 *   Jardiance     90 x 19.4582 (14123) = $1,751.24; $94.00 (bc 647), the deductible met.
 *   January 344 + 105 + 94 = $543.00; April, July, October 94 + 105 + 94 = $293.00. The year: $1,422.00
 *   ($433.60 less than at a preferred retail pharmacy). Per drug: 0; 0; 344 + 3 x 94 = 626; 4 x 105 = 420;
 *   4 x 94 = 376.
 */
const S9994_002_MAIL: Omit<Expected, 'monthlyPremium' | 'drugDeductible' | 'tiers' | 'yearlyTotal'> = {
  perDrug: [0, 0, 626, 420, 376],
  months: [543, 0, 0, 293, 0, 0, 293, 0, 0, 293, 0, 0],
  estimatedAnnualDrugCost: 1422,
};

const EXPECTED: Record<string, Expected> = {
  H9994001000: H9994_001,
  S9994002000: S9994_002,
  S9995002000: S9995_002,
};

const query = { zip: SAMPLE.zip, fips: SAMPLE.fips, year: '2027' };

const personWithTheFiveDrugs = async () => {
  const { token } = await api.newSession();
  for (const drug of DRUGS) {
    const res = await api.request('POST', '/consumer/session/dosages', {
      token,
      body: { ndc: drug.ndc, quantity: drug.quantity, frequency: 'EVERY_MONTH', updatedBy: 'consumer' },
    });
    expect(res.status, drug.name).toBe(201);
  }
  return token;
};

describe("three plans' 2027 estimates for five drugs, by hand from the sample files' rows", () => {
  it('quotes each row as the sample file has it, at that line', () => {
    for (const [file, line, text] of Object.values(ROWS)) {
      expect(lineOf(file, line), `${file} line ${line}`).toBe(text);
    }
  });

  it('the plan list (GET /consumer/plans, as the browser asks it) gives each plan the hand-worked figures', async () => {
    const token = await personWithTheFiveDrugs();
    const res = await api.request('GET', '/consumer/plans', {
      token,
      query: {
        ...query,
        isMailOrder: 'false',
        showDrugCoverage: 'true',
        showDrugPricing: 'true',
        'planTypes[0]': 'MAPD',
        'planTypes[1]': 'PDP',
      },
    });
    expect(res.status).toBe(200);
    const { medicarePlans, partD } = plansResponseSchema.parse(res.body).cntr;
    expect(partD.outOfPocketCap.amount).toBe(2400);
    for (const [id, e] of Object.entries(EXPECTED)) {
      const plan = medicarePlans.find((p) => p.id === id);
      expect(plan, id).toBeDefined();
      expect(
        {
          monthlyPremium: plan?.monthlyPremium,
          annualPlanPremium: plan?.annualPlanPremium,
          drugDeductible: plan?.drugDeductible,
          tiers: plan?.drugs.map((d) => d.tierNumber),
          perDrug: plan?.drugs.map((d) => d.annualCost),
          estimatedAnnualDrugCost: plan?.estimatedAnnualDrugCost,
          yearlyTotal: plan && derivePlanValues(plan, undefined).estimatedAnnualMinimum,
        },
        id,
      ).toEqual({
        monthlyPremium: e.monthlyPremium,
        annualPlanPremium: Math.round(e.monthlyPremium * 12 * 100) / 100,
        drugDeductible: e.drugDeductible,
        tiers: e.tiers,
        perDrug: e.perDrug,
        estimatedAnnualDrugCost: e.estimatedAnnualDrugCost,
        yearlyTotal: e.yearlyTotal,
      });
      expect(plan?.drugs.map((d) => [d.ndc, d.covered, d.priced, d.quantityLimit])).toEqual(
        DRUGS.map((d) => [d.ndc, true, true, false]),
      );
    }
  });

  it("the details page (GET /consumer/plans/{id}) gives each plan's hand-worked month by month", async () => {
    const token = await personWithTheFiveDrugs();
    for (const [id, e] of Object.entries(EXPECTED)) {
      const res = await api.request('GET', `/consumer/plans/${id}`, {
        token,
        query: { ...query, isMailOrder: 'false' },
      });
      expect(res.status, id).toBe(200);
      const { plan } = planDetailResponseSchema.parse(res.body).cntr;
      expect(
        plan.drugCostByMonth.map((m) => m.total),
        id,
      ).toEqual(e.months);
      expect(plan.estimatedAnnualDrugCost, id).toBe(e.estimatedAnnualDrugCost);
    }
  });

  it('the details page by preferred mail order (isMailOrder) gives S9994-002 its hand-worked 90-day fills', async () => {
    const token = await personWithTheFiveDrugs();
    const res = await api.request('GET', '/consumer/plans/S9994002000', {
      token,
      query: { ...query, isMailOrder: 'true' },
    });
    expect(res.status).toBe(200);
    const { plan } = planDetailResponseSchema.parse(res.body).cntr;
    expect({
      perDrug: plan.drugs.map((d) => d.annualCost),
      months: plan.drugCostByMonth.map((m) => m.total),
      estimatedAnnualDrugCost: plan.estimatedAnnualDrugCost,
    }).toEqual(S9994_002_MAIL);
  });
});
