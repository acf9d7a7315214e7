/**
 * SAMPLE Part D files in CMS's quarterly layout: the plans with drug coverage of the sample plan
 * list (samples/sample-plans.ts, which the landscape sample is written from too), the drug catalogue's NDCs (so they join to today's
 * drugs), made-up RxCUIs (9,900,000 and up) and the pharmacies (their NPIs) of the NPPES sample file.
 * `npm run sample:part-d -w api` writes both sample years to api/data/sample/part-d/<year> (committed); the
 * previous year's plans are `samplePlansOf`'s (a little cheaper, one plan fewer). `pricingRows` adds
 * generated pricing rows of other (sample) contracts to measure a large load.
 */

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { generateDrugCatalogue } from '../../reference-data/drug-catalogue';
import type { GeneratedPharmacy } from '../../reference-data/pharmacies';
import { hashFraction } from '../../reference-data/prng';
import type { SourceLayout } from '../layout';
import {
  countiesOfPlan,
  partDPlans,
  SAMPLE_CONTRACT_YEAR,
  SAMPLE_PLAN_COUNTIES,
  SAMPLE_REGIONS,
  SAMPLE_SEGMENT,
  type SampleCounty,
  type SamplePlan,
  type SampleYear,
} from '../samples/sample-plans';
import { countyInputs, samplePharmacies, samplePharmacyNpi } from '../samples/write-samples';
import { basicDrugsFormulary } from './basic-drugs-formulary';
import { beneficiaryCost } from './beneficiary-cost';
import { excludedDrugsFormulary } from './excluded-drugs-formulary';
import { geographicLocator } from './geographic-locator';
import { insulinBeneficiaryCost } from './insulin-beneficiary-cost';
import { pharmacyNetworks } from './pharmacy-networks';
import { planInformation } from './plan-information';
import { pricing } from './pricing';

export { SAMPLE_CONTRACT_YEAR };
/** CMS's file names end in the year and quarter (` PPUF_2027Q1.txt`); the import reads the quarter there. */
export const sampleFileSuffix = (year: SampleYear) => `PPUF_${year}Q1.txt`;
export const SAMPLE_FILE_SUFFIX = sampleFileSuffix(SAMPLE_CONTRACT_YEAR);

export type PartDFile =
  | 'planInformation'
  | 'geographicLocator'
  | 'basicDrugsFormulary'
  | 'excludedDrugsFormulary'
  | 'beneficiaryCost'
  | 'insulinBeneficiaryCost'
  | 'pharmacyNetworks'
  | 'pricing';

const money2 = (n: number) => n.toFixed(2);

interface SampleDrug {
  ndc: string;
  rxcui: string;
  kind: 'generic' | 'brand' | 'specialty' | 'insulin';
  unitPrice: number;
}

/** Up to two dosages of each catalogue drug. */
const sampleDrugs = (): SampleDrug[] =>
  generateDrugCatalogue().flatMap((drug) =>
    drug.dosages.slice(0, 2).map((d) => ({
      ndc: d.ndc.replace(/-/g, ''),
      rxcui: String(9_900_000 + Number(d.connectureRecordId.slice(2))),
      kind: drug.kind,
      unitPrice: d.unitPrice,
    })),
  );

const TIER_OF_KIND = { generic: [1, 2], brand: [3, 4], specialty: [5, 5], insulin: [3, 3] } as const;

/** A formulary's drugs and tiers: about 4% of the drugs are off each formulary. */
const formularyDrugs = (formulary: string, drugs: readonly SampleDrug[]) =>
  drugs
    .filter((d) => hashFraction('off', formulary, d.ndc) >= 0.04)
    .map((d) => {
      const [low, high] = TIER_OF_KIND[d.kind];
      return { drug: d, tier: hashFraction('tier', formulary, d.ndc) < 0.6 ? low : high };
    });

// Cost share per tier at preferred retail, non-preferred retail, preferred mail, non-preferred mail:
// [cost type, amount, min, max], for a month (30 days) and three months (90 days).
type Share = readonly [type: 0 | 1 | 2, amount: number, min?: number, max?: number];
const TIER_SHARES: Record<number, { d30: readonly Share[]; d90: readonly Share[] }> = {
  1: {
    d30: [
      [1, 0],
      [1, 10],
      [1, 0],
      [1, 10],
    ],
    d90: [
      [1, 0],
      [1, 30],
      [1, 0],
      [1, 30],
    ],
  },
  2: {
    d30: [
      [1, 5],
      [1, 15],
      [1, 0],
      [1, 15],
    ],
    d90: [
      [1, 15],
      [1, 45],
      [1, 0],
      [1, 45],
    ],
  },
  3: {
    d30: [
      [1, 47],
      [1, 47],
      [1, 47],
      [1, 47],
    ],
    d90: [
      [1, 141],
      [1, 141],
      [1, 94],
      [1, 141],
    ],
  },
  4: {
    d30: [
      [2, 0.4],
      [2, 0.45],
      [2, 0.4],
      [2, 0.45],
    ],
    d90: [
      [2, 0.4],
      [2, 0.45],
      [2, 0.4],
      [2, 0.45],
    ],
  },
  5: {
    d30: [
      [2, 0.25],
      [2, 0.25],
      [2, 0.25],
      [2, 0.25],
    ],
    d90: [
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ],
  },
};
// One plan's non-preferred brand tier is a coinsurance with a minimum and a maximum.
const BOUNDED_TIER_4: Share = [2, 0.35, 10, 150];

const shareColumns = (s: Share, factor: number) => {
  const [type, amount, min, max] = s;
  if (type === 0) return ['0', '', '', ''];
  return [
    String(type),
    type === 1 ? money2(amount * factor) : amount.toFixed(2),
    min === undefined ? '' : money2(min),
    max === undefined ? '' : money2(max),
  ];
};

const planKey = (p: Pick<SamplePlan, 'contract' | 'plan'>) => [p.contract, p.plan, SAMPLE_SEGMENT];

let countyPharmacies: Map<string, GeneratedPharmacy[]> | undefined;

/**
 * The county's pharmacies in the NPPES sample (samples/write-samples.ts), by their NPI: every fourth is
 * left out of the networks, every other one is preferred.
 */
const pharmaciesOf = (county: SampleCounty) => {
  countyPharmacies ??= new Map(countyInputs().map((c) => [c.fips, samplePharmacies(c)]));
  return (countyPharmacies.get(county.fips) ?? [])
    .filter((_, i) => i % 4 !== 3)
    .map((p, i) => ({
      number: `10${samplePharmacyNpi(p.pharmacyRecordID)}`,
      zip: p.zip,
      preferred: i % 2 === 0,
    }));
};

/** The mail-order pharmacies of the NPPES sample in each state. */
const MAIL_ORDER = {
  AZ: { number: `10${samplePharmacyNpi('MAIL-001')}`, zip: '85281' },
  FL: { number: `10${samplePharmacyNpi('MAIL-003')}`, zip: '32801' },
};

/** The sample files' lines (without headers), by file. */
export const sampleRows = (year: SampleYear = SAMPLE_CONTRACT_YEAR): Record<PartDFile, string[]> => {
  const plans = partDPlans(year);
  const drugs = sampleDrugs();
  const formularies = [...new Set(plans.map((p) => p.formulary))];
  const onFormulary = new Map(formularies.map((f) => [f, formularyDrugs(f, drugs)]));
  const rows: Record<PartDFile, string[]> = {
    planInformation: [],
    geographicLocator: [],
    basicDrugsFormulary: [],
    excludedDrugsFormulary: [],
    beneficiaryCost: [],
    insulinBeneficiaryCost: [],
    pharmacyNetworks: [],
    pricing: [],
  };
  for (const c of SAMPLE_PLAN_COUNTIES) {
    const r = SAMPLE_REGIONS[c.state];
    rows.geographicLocator.push([c.fips, r.stateName, c.name, r.ma, r.maName, r.pdp, r.pdpName].join('|'));
  }
  for (const p of plans) {
    const base = [
      ...planKey(p),
      p.contractName,
      p.name,
      p.formulary,
      money2(p.premium),
      money2(p.deductible),
    ];
    if (p.counties) {
      for (const c of countiesOfPlan(p)) {
        rows.planInformation.push(
          [...base, SAMPLE_REGIONS[c.state].ma, '', c.state, c.fips, p.snp, 'N'].join('|'),
        );
      }
    } else {
      for (const s of p.states ?? []) {
        rows.planInformation.push([...base, '', SAMPLE_REGIONS[s].pdp, '', '', p.snp, 'N'].join('|'));
      }
    }
  }
  for (const f of formularies) {
    for (const { drug, tier } of onFormulary.get(f) ?? []) {
      const limited = drug.kind === 'specialty';
      rows.basicDrugsFormulary.push(
        [
          f,
          7,
          year,
          drug.rxcui,
          drug.ndc,
          tier,
          limited ? 'Y' : 'N',
          limited ? 30 : '',
          limited ? 30 : '',
          limited ? 'Y' : 'N',
          drug.kind === 'brand' && tier === 4 ? 'Y' : 'N',
          'N',
        ].join('|'),
      );
    }
  }
  // The enhanced PDP covers two drugs Part D excludes (made-up RxCUIs).
  rows.excludedDrugsFormulary.push('S9991|002|9990001|4|N|||N|N|N', 'S9991|002|9990002|4|Y|30|30|N|N|N');
  for (const p of plans) {
    for (const level of [0, 1, 3]) {
      for (const tier of [1, 2, 3, 4, 5]) {
        const deductibleApplies = p.deductible > 0 && tier >= 3;
        for (const [days, code] of [
          ['d30', 1],
          ['d90', 2],
        ] as const) {
          let shares = TIER_SHARES[tier]?.[days] ?? [];
          if (tier === 4 && p.contract === 'H9992') shares = shares.map(() => BOUNDED_TIER_4);
          // In the deductible the person pays the full price of the tiers the deductible applies to; in
          // the catastrophic phase nothing.
          if (level === 0 && deductibleApplies)
            shares = shares.map((s) => (s[0] === 0 ? s : ([2, 1] as const)));
          if (level === 3) shares = shares.map((s) => (s[0] === 0 ? s : ([1, 0] as const)));
          rows.beneficiaryCost.push(
            [
              ...planKey(p),
              level,
              tier,
              code,
              ...shares.flatMap((s) => shareColumns(s, p.factor)),
              tier === 5 ? 'Y' : 'N',
              deductibleApplies ? 'Y' : 'N',
            ].join('|'),
          );
        }
      }
    }
    // Insulin: $35 a month's supply at most (the D-SNP: $0), by days supply code 1 (30), 4 (60), 2 (90).
    for (const [code, months] of [
      [1, 1],
      [4, 2],
      [2, 3],
    ] as const) {
      const copay = money2((p.snp === 2 ? 0 : 35) * months);
      rows.insulinBeneficiaryCost.push(
        [...planKey(p), 3, code, copay, copay, copay, copay, '', '', '', ''].join('|'),
      );
    }
    const states = new Set(countiesOfPlan(p).map((c) => c.state));
    for (const c of countiesOfPlan(p)) {
      for (const ph of pharmaciesOf(c)) {
        rows.pharmacyNetworks.push(
          [
            ...planKey(p),
            ph.number,
            ph.zip,
            ph.preferred ? 'Y' : 'N',
            '',
            'Y',
            'N',
            1,
            '',
            '1.75',
            '1.75',
            '1.75',
            '1.00',
            '1.00',
            '1.00',
            '1.25',
            '1.25',
            '1.25',
          ].join('|'),
        );
      }
    }
    for (const s of ['AZ', 'FL'] as const) {
      rows.pharmacyNetworks.push(
        [
          ...planKey(p),
          MAIL_ORDER[s].number,
          MAIL_ORDER[s].zip,
          '',
          'Y',
          'N',
          'Y',
          states.has(s) ? 1 : 0,
          '',
          '0.00',
          '0.00',
          '0.00',
          '0.00',
          '0.00',
          '0.00',
          '0.00',
          '0.00',
          '0.00',
        ].join('|'),
      );
    }
    for (const { drug } of onFormulary.get(p.formulary) ?? []) {
      for (const days of [30, 90]) {
        const unit = drug.unitPrice * p.factor * (days === 90 ? 0.97 : 1);
        rows.pricing.push([...planKey(p), drug.ndc, days, unit.toFixed(4)].join('|'));
      }
    }
  }
  return rows;
};

/** Each file's name (as CMS names it, before ` PPUF_2027Q1.txt`) and layout. */
const FILES: Record<PartDFile, [name: string, layout: SourceLayout]> = {
  planInformation: ['plan information', planInformation],
  geographicLocator: ['geographic locator file', geographicLocator],
  basicDrugsFormulary: ['basic drugs formulary file', basicDrugsFormulary],
  excludedDrugsFormulary: ['excluded drugs formulary file', excludedDrugsFormulary],
  beneficiaryCost: ['beneficiary cost file', beneficiaryCost],
  insulinBeneficiaryCost: ['insulin beneficiary cost file', insulinBeneficiaryCost],
  pharmacyNetworks: ['pharmacy networks file', pharmacyNetworks],
  pricing: ['pricing file', pricing],
};

/** Generated pricing rows of `count` more (sample) plans' prices, for load measurements and tests. */
function* extraPricingRows(count: number, drugs: readonly SampleDrug[]): Generator<string> {
  const perPlan = drugs.length * 3;
  for (let i = 0; i < count; i++) {
    const plan = Math.floor(i / perPlan);
    const drug = drugs[Math.floor(i / 3) % drugs.length] as SampleDrug;
    const days = [30, 60, 90][i % 3];
    yield `S${String(8000 + Math.floor(plan / 1000)).padStart(4, '0')}|${String(plan % 1000).padStart(3, '0')}|000|${drug.ndc}|${days}|${(drug.unitPrice * (0.9 + (i % 17) / 85)).toFixed(4)}`;
  }
}

/** Writes the eight files to `dir` (streamed: `extraPricingRows` may be millions). */
export const writeSampleFiles = async (
  dir: string,
  options: { extraPricingRows?: number; year?: SampleYear } = {},
): Promise<string[]> => {
  await mkdir(dir, { recursive: true });
  const year = options.year ?? SAMPLE_CONTRACT_YEAR;
  const rows = sampleRows(year);
  const written: string[] = [];
  for (const [kind, [name, layout]] of Object.entries(FILES) as [PartDFile, [string, SourceLayout]][]) {
    const path = join(dir, `${name} ${sampleFileSuffix(year)}`);
    const out = createWriteStream(path);
    const write = async (line: string) => {
      if (!out.write(`${line}\n`)) await once(out, 'drain');
    };
    await write(layout.columns.map((c) => c.name).join(layout.delimiter));
    for (const line of rows[kind]) await write(line);
    if (kind === 'pricing' && options.extraPricingRows) {
      for (const line of extraPricingRows(options.extraPricingRows, sampleDrugs())) await write(line);
    }
    out.end();
    await once(out, 'finish');
    written.push(path);
  }
  return written;
};
