import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDrugCatalogue } from '../../reference-data/drug-catalogue';
import { csvRecords } from '../csv-records';
import { NDC_PACKAGE_LAYOUT, NDC_PRODUCT_LAYOUT } from '../fda-ndc/layout';
import { parseNdcPackage, parseNdcProduct } from '../fda-ndc/parse';
import { countyFipsResolver } from '../ma-landscape/county';
import { LANDSCAPE_LAYOUT } from '../ma-landscape/layout';
import { parseLandscapeRow } from '../ma-landscape/parse';
import { NPPES_LAYOUT } from '../nppes/layout';
import { parseNppesRow } from '../nppes/parse';
import { checkHeader } from '../source-row';
import { SAMPLE_YEARS } from './sample-plans';
import { SAMPLE_COUNTIES, SAMPLE_DIR, sampleLandscapeFile, writeSamples } from './write-samples';

const FILES = [
  'fda-ndc/product.txt',
  'fda-ndc/package.txt',
  'nppes/npidata_pfile_20050523-20261108.csv',
  ...SAMPLE_YEARS.map(sampleLandscapeFile),
];

const tabRows = (path: string) =>
  readFileSync(join(SAMPLE_DIR, path), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));

const csvRows = async (path: string) => {
  const rows = [];
  for await (const r of csvRecords(createReadStream(join(SAMPLE_DIR, path)), path)) rows.push(r);
  return rows;
};

describe('the sample files', () => {
  it('are what the sample writer writes today', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-samples-'));
    try {
      writeSamples(dir);
      for (const file of FILES) {
        expect(readFileSync(join(dir, file), 'utf8'), file).toBe(
          readFileSync(join(SAMPLE_DIR, file), 'utf8'),
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('hold every NDC of the sample catalogue, in the FDA layout', () => {
    const [productHeader = [], ...products] = tabRows('fda-ndc/product.txt');
    const [packageHeader = [], ...packages] = tabRows('fda-ndc/package.txt');
    checkHeader(NDC_PRODUCT_LAYOUT, productHeader, 'product.txt');
    checkHeader(NDC_PACKAGE_LAYOUT, packageHeader, 'package.txt');
    const productIds = new Set(
      products.map((f, i) => parseNdcProduct(f, { file: 'product.txt', line: i + 2 }).productId),
    );
    const parsed = packages.map((f, i) => parseNdcPackage(f, { file: 'package.txt', line: i + 2 }));
    expect(parsed.every((p) => productIds.has(p.productId))).toBe(true);
    const catalogue = generateDrugCatalogue().flatMap((d) => d.dosages.map((s) => s.ndc.replace(/-/g, '')));
    expect(new Set(parsed.map((p) => p.ndc11))).toEqual(new Set(catalogue));
  });

  it('hold doctors and pharmacies of every test county, in the NPPES layout', async () => {
    const [header, ...rows] = await csvRows('nppes/npidata_pfile_20050523-20261108.csv');
    checkHeader(NPPES_LAYOUT, header?.fields ?? [], 'npidata');
    const kept = rows.map((r) => parseNppesRow(NPPES_LAYOUT, r.fields, { file: 'npidata', line: r.line }));
    const doctors = kept.filter((k) => k?.kind === 'doctor');
    const pharmacies = kept.filter((k) => k?.kind === 'pharmacy');
    expect(doctors.length).toBeGreaterThanOrEqual(200);
    expect(pharmacies.length).toBeGreaterThanOrEqual(50);
    expect(new Set(kept.map((k) => k?.npi)).size).toBe(kept.length);
    expect(kept.every((k) => /^\d{3}55501\d\d$/.test(k?.practice.phone ?? ''))).toBe(true);
  });

  it.each(SAMPLE_YEARS)(
    'hold landscape rows of every test county, in the CY2026 layout, for the Part D sample contract year %i',
    async (year) => {
      const [header, ...rows] = await csvRows(sampleLandscapeFile(year));
      checkHeader(LANDSCAPE_LAYOUT, header?.fields ?? [], 'landscape');
      const fipsOf = countyFipsResolver();
      const plans = rows.map((r) =>
        parseLandscapeRow(LANDSCAPE_LAYOUT, r.fields, { file: 'landscape', line: r.line }),
      );
      expect(new Set(plans.map((p) => fipsOf(p.state, p.countyName)))).toEqual(new Set(SAMPLE_COUNTIES));
      expect(plans.some((p) => p.category === 'PDP') && plans.some((p) => p.category === 'MA-PD')).toBe(true);
      expect(new Set(plans.map((p) => p.contractYear))).toEqual(new Set([year]));
    },
  );
});
