/**
 * Writes FULL-SIZE files in every layout the import reads, for scale measurements (bench/import): the
 * Part D quarterly files (the repository's sample rows, then generated plan-county, formulary and pricing
 * rows), the MA landscape, the FDA NDC directory and the NPPES file, each of the sample contract year and
 * starting with the sample's own rows, so the sample's counties, drugs and doctors are served as before
 * among the generated ones (bench/api-plans searches them). Made-up content, exact layouts,
 * deterministic (a fixed seed), streamed to disk: memory stays flat whatever the size. `scale` multiplies
 * every count (1 = the sizes below).
 */

import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readZipCounties } from '../../features/location/geography-data';
import { createRng, type Rng } from '../../reference-data/prng';
import { LANDSCAPE_LAYOUT } from '../ma-landscape/layout';
import { NPPES_LAYOUT } from '../nppes/layout';
import { SAMPLE_CONTRACT_YEAR, SAMPLE_FILE_SUFFIX, writeSampleFiles } from '../part-d/sample';
import { allQuotedLine, csvLine, dollars, npiFor, tabLine } from '../write-lines';

export const FULL_SIZE = {
  planCountyRows: 100_000,
  formularyRows: 1_300_000,
  pricingRows: 20_000_000,
  npiRows: 7_000_000,
  landscapeRows: 100_000,
  ndcProducts: 110_000,
} as const;

const SEED = 20_270_101;
const STATES = ['AZ', 'FL', 'TX', 'CA', 'NY', 'OH', 'GA', 'NC'];
const SPECIALTIES = [
  '207Q00000X',
  '207R00000X',
  '207RC0000X',
  '207X00000X',
  '2084N0400X',
  '363L00000X',
  '122300000X',
];
const FORMULARIES = 400;

const open = (path: string, flags = 'w') => createWriteStream(path, { flags, highWaterMark: 1 << 20 });

const sampleFile = (...parts: string[]) =>
  fileURLToPath(new URL(`../../../data/sample/${parts.join('/')}`, import.meta.url));

/** A copy of the sample's file (header and rows), opened to append the generated rows. */
const fromSample = async (target: string, ...sample: string[]) => {
  await copyFile(sampleFile(...sample), target);
  return open(target, 'a');
};

/** Writes `count` lines from `line(i)`, waiting for the disk when its buffer is full. */
const writeLines = async (out: WriteStream, count: number, line: (i: number) => string) => {
  for (let i = 0; i < count; i += 1) {
    if (!out.write(line(i))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
};

const digits = (rng: Rng, n: number) => String(rng.int(0, 10 ** n - 1)).padStart(n, '0');
const ndcOf = (i: number) =>
  `${String(10000 + (i % 89999)).padStart(5, '0')}${String(Math.floor(i / 89999) % 10000).padStart(4, '0')}${String(i % 100).padStart(2, '0')}`;

const partD = async (dir: string, scale: number) => {
  // The sample's eight files, its pricing file carrying the generated rows.
  await writeSampleFiles(dir, { extraPricingRows: Math.round(FULL_SIZE.pricingRows * scale) });
  const rng = createRng(SEED, 'part-d');
  const planRows = Math.round(FULL_SIZE.planCountyRows * scale);
  await writeLines(open(join(dir, `plan information ${SAMPLE_FILE_SUFFIX}`), 'a'), planRows, (i) => {
    const plan = Math.floor(i / 50);
    return `H${8000 + Math.floor(plan / 1000)}|${String(plan % 1000).padStart(3, '0')}|000|GENERATED HEALTH PLAN ${plan}|Generated Plan ${plan} (HMO)|${String(plan % FORMULARIES).padStart(8, '0')}|${rng.int(0, 90)}.00|${rng.int(0, 590)}.00|${rng.int(1, 26)}||${STATES[i % STATES.length]}|${String(1001 + (i % 50) * 2).padStart(5, '0')}|0|N\n`;
  });
  const formularyRows = Math.round(FULL_SIZE.formularyRows * scale);
  await writeLines(
    open(join(dir, `basic drugs formulary file ${SAMPLE_FILE_SUFFIX}`), 'a'),
    formularyRows,
    (i) => {
      const formulary = String(i % FORMULARIES).padStart(8, '0');
      const drug = Math.floor(i / FORMULARIES);
      const limited = i % 11 === 0;
      return `${formulary}|3|${SAMPLE_CONTRACT_YEAR}|${100000 + drug}|${ndcOf(drug)}|${1 + (drug % 6)}|${limited ? 'Y|30|30' : 'N||'}|${i % 7 === 0 ? 'Y' : 'N'}|N|N\n`;
    },
  );
};

const landscape = async (dir: string, scale: number) => {
  const rng = createRng(SEED, 'landscape');
  const name = `CY${SAMPLE_CONTRACT_YEAR}_Landscape_${SAMPLE_CONTRACT_YEAR - 1}09.csv`;
  const out = await fromSample(join(dir, name), 'ma-landscape', String(SAMPLE_CONTRACT_YEAR), name);
  // Spread over the counties of the states the sample has no plans in (about 30 plans a county, as
  // CMS's landscape has), so the sample's counties keep their own plans.
  const counties = [
    ...new Map(
      readZipCounties()
        .filter((c) => c.state !== 'AZ' && c.state !== 'FL')
        .map((c) => [c.fips, c]),
    ).values(),
  ];
  await writeLines(out, Math.round(FULL_SIZE.landscapeRows * scale), (i) => {
    const plan = Math.floor(i / 8);
    const county = counties[(plan * 8 + (i % 8) * 97) % counties.length] as (typeof counties)[number];
    const premium = rng.int(0, 120);
    const values: Record<string, string> = {
      'Contract Year': String(SAMPLE_CONTRACT_YEAR),
      'Contract Category Type': 'MA-PD',
      'US Territory': 'No',
      'State Territory Abbreviation': county.state,
      'State Territory Name': county.state,
      'County Name': county.countyName,
      'Contract ID': `H${8000 + Math.floor(plan / 1000)}`,
      'Plan ID': String(plan % 1000).padStart(3, '0'),
      'Segment ID': '0',
      'Sanctioned Plan': 'No',
      'Organization Marketing Name': `Generated Health ${plan % 40}`,
      'Plan Name': `Generated Health ${plan % 40} Plan ${plan} (HMO)`,
      'Plan Type': 'HMO',
      'Special Needs Plan (SNP) Indicator': 'No',
      'SNP Type': 'Not Applicable',
      'Part D Coverage Indicator': 'Yes',
      'National PDP': 'No',
      'Annual Part D Deductible Amount': dollars(rng.int(0, 615)),
      'Part D Basic Premium': dollars(0),
      'Part D Total Premium': dollars(premium / 2),
      'Part D Low Income Beneficiary Premium Amount': dollars(0),
      'Part C Premium': dollars(premium / 2),
      'Monthly Consolidated Premium (Part C + D)': dollars(premium),
      'In-Network Maximum Out-of-Pocket (MOOP) Amount': dollars(rng.int(2, 9) * 1000),
      'Part C Summary Star Rating': String(rng.int(4, 10) / 2),
      'Part D Summary Star Rating': String(rng.int(4, 10) / 2),
      'Overall Star Rating': String(rng.int(4, 10) / 2),
    };
    return csvLine(LANDSCAPE_LAYOUT.columns.map((c) => values[c] ?? ''));
  });
};

const ndcDirectory = async (dir: string, scale: number) => {
  const products = Math.round(FULL_SIZE.ndcProducts * scale);
  const labeler = (i: number) => String(60000 + (i % 9000));
  const productCode = (i: number) => `${labeler(i)}-${String(Math.floor(i / 9000)).padStart(4, '0')}`;
  const id = (i: number) => `${productCode(i)}_${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`;
  const product = await fromSample(join(dir, 'product.txt'), 'fda-ndc', 'product.txt');
  await writeLines(product, products, (i) =>
    tabLine([
      id(i),
      productCode(i),
      'HUMAN PRESCRIPTION DRUG',
      `Generatrin ${i}`,
      '',
      `generatrin ${i % 5000}`,
      'TABLET',
      'ORAL',
      '20200101',
      '',
      'ANDA',
      `ANDA${String(i).padStart(6, '0')}`,
      'Generated Labs',
      `GENERATRIN ${i % 5000}`,
      String(5 * (1 + (i % 8))),
      'mg/1',
      '',
      '',
      'N',
      '20271231',
    ]),
  );
  const pkg = await fromSample(join(dir, 'package.txt'), 'fda-ndc', 'package.txt');
  await writeLines(pkg, products * 2, (j) => {
    const i = Math.floor(j / 2);
    const code = `${productCode(i)}-${j % 2 === 0 ? '30' : '90'}`;
    return tabLine([
      id(i),
      productCode(i),
      code,
      `${j % 2 === 0 ? 30 : 90} TABLET in 1 BOTTLE (${code})`,
      '20200101',
      '',
      'N',
      'N',
    ]);
  });
};

const nppes = async (dir: string, scale: number) => {
  const rng = createRng(SEED, 'nppes');
  const name = 'npidata_pfile_20050523-20261108.csv';
  const out = await fromSample(join(dir, name), 'nppes', name);
  const empty = new Array<string>(NPPES_LAYOUT.columns.length).fill('');
  const at = new Map(NPPES_LAYOUT.columns.map((c, i) => [c, i]));
  const set = (row: string[], column: string, value: string) => {
    row[at.get(column) as number] = value;
  };
  await writeLines(out, Math.round(FULL_SIZE.npiRows * scale), (i) => {
    const row = [...empty];
    const pharmacy = i % 20 === 0;
    const state = STATES[i % STATES.length] as string;
    set(row, 'NPI', npiFor(100_000_000 + i));
    set(row, 'Entity Type Code', pharmacy ? '2' : '1');
    if (pharmacy) set(row, 'Provider Organization Name (Legal Business Name)', `GENERATED PHARMACY ${i}`);
    else {
      set(row, 'Provider Last Name (Legal Name)', `LAST${i % 50000}`);
      set(row, 'Provider First Name', `FIRST${i % 3000}`);
      set(row, 'Provider Credential Text', 'M.D.');
      set(row, 'Provider Sex Code', i % 2 ? 'F' : 'M');
    }
    set(row, 'Provider First Line Business Practice Location Address', `${1 + (i % 9999)} GENERATED ST`);
    set(row, 'Provider Business Practice Location Address City Name', 'GENERATED CITY');
    set(row, 'Provider Business Practice Location Address State Name', state);
    set(row, 'Provider Business Practice Location Address Postal Code', `${digits(rng, 5)}${digits(rng, 4)}`);
    set(row, 'Provider Business Practice Location Address Country Code (If outside U.S.)', 'US');
    set(
      row,
      'Provider Business Practice Location Address Telephone Number',
      `555555${String(i % 10000).padStart(4, '0')}`,
    );
    set(row, 'Provider Enumeration Date', '05/23/2007');
    set(row, 'Last Update Date', '07/08/2025');
    set(
      row,
      'Healthcare Provider Taxonomy Code_1',
      pharmacy ? '3336C0003X' : (SPECIALTIES[i % SPECIALTIES.length] as string),
    );
    set(row, 'Healthcare Provider Primary Taxonomy Switch_1', 'Y');
    return allQuotedLine(row);
  });
};

/** The sources a full-size folder can hold, each written by its own generator. */
export const FULL_SIZE_SOURCES = ['part-d', 'ma-landscape', 'fda-ndc', 'nppes'] as const;
export type FullSizeSource = (typeof FULL_SIZE_SOURCES)[number];

const GENERATORS: Record<FullSizeSource, (dir: string, scale: number) => Promise<unknown>> = {
  'part-d': partD,
  'ma-landscape': landscape,
  'fda-ndc': ndcDirectory,
  nppes,
};

/**
 * Writes each source's files under `dir/<source>/` (every source unless `sources` names some: NPPES at
 * full size takes about an hour to write and the plan search does not read it); returns the folders.
 */
export const generateFullSize = async (
  dir: string,
  scale = 1,
  sources: readonly FullSizeSource[] = FULL_SIZE_SOURCES,
): Promise<Record<string, string>> => {
  const folders: Record<string, string> = {};
  for (const source of sources) {
    folders[source] = join(dir, source);
    await mkdir(folders[source], { recursive: true });
    await GENERATORS[source](folders[source], scale);
  }
  return folders;
};
