import { describe, expect, it } from 'vitest';
import { GENERATED_DATA_SET, importedDataSource, planDataSource, type ServedDataSet } from './content';

const served = (dataSet: string, sample: boolean): ServedDataSet => ({
  dataSet,
  publisher: dataSet === 'fda-ndc' ? 'FDA' : 'CMS',
  source: 'CMS, a publication',
  contractYear: 2027,
  quarter: dataSet === 'part-d' ? 1 : null,
  importedAt: '2026-11-28T15:00:00.000Z',
  sample,
});
const ALL = ['fda-ndc', 'ma-landscape', 'nppes', 'part-d'];

describe('planDataSource: what the data notice names', () => {
  it('names the Part D data set once every data set is a publisher download', () => {
    expect(planDataSource(ALL.map((d) => served(d, false)))).toEqual({
      publisher: 'CMS',
      contractYear: 2027,
      quarter: 1,
      importedAt: '2026-11-28T15:00:00.000Z',
    });
  });

  it('names the newest contract year when the Part D files of two years serve', () => {
    const previous = { ...served('part-d', false), contractYear: 2026, quarter: 4 };
    expect(planDataSource([previous, ...ALL.map((d) => served(d, false))])).toMatchObject({
      contractYear: 2027,
      quarter: 1,
    });
    expect(planDataSource([...ALL.map((d) => served(d, false)), previous])?.contractYear).toBe(2027);
  });

  it('names nothing (the sample wording) while any data set is the shipped sample', () => {
    expect(planDataSource(ALL.map((d) => served(d, d === 'nppes')))).toBeNull();
    expect(planDataSource(ALL.map((d) => served(d, true)))).toBeNull();
  });

  it('names nothing while the pages read generated data, whatever was imported', () => {
    const generated = { ...served(GENERATED_DATA_SET, true), importedAt: null };
    expect(planDataSource([generated, ...ALL.map((d) => served(d, false))])).toBeNull();
  });
});

describe('importedDataSource: what a page whose figures are all imported names', () => {
  const generated = { ...served(GENERATED_DATA_SET, true), importedAt: null };
  it('names the Part D data set while the api still generates what other pages show', () => {
    expect(importedDataSource([generated, ...ALL.map((d) => served(d, false))])).toEqual({
      publisher: 'CMS',
      contractYear: 2027,
      quarter: 1,
      importedAt: '2026-11-28T15:00:00.000Z',
    });
  });

  it('names nothing while any imported data set is the shipped sample, or before the answer', () => {
    expect(importedDataSource([generated, ...ALL.map((d) => served(d, d === 'fda-ndc'))])).toBeNull();
    expect(importedDataSource([generated])).toBeNull();
    expect(importedDataSource(undefined)).toBeNull();
  });

  it('names nothing before the answer, from an api that imports nothing, or without plan data', () => {
    expect(planDataSource(undefined)).toBeNull();
    expect(planDataSource([])).toBeNull();
    expect(planDataSource([served('nppes', false)])).toBeNull();
  });
});
