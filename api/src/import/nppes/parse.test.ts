import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type CsvRecord, csvRecords } from '../csv-records';
import { checkHeader, recogniseHeader } from '../source-row';
import { rowErrorOf } from '../source-row.test-util';
import { NPPES_GENDER_LAYOUT, NPPES_LAYOUT, nppesFileKind } from './layout';
import { isValidNpi, parseNppesRow } from './parse';

const quoted = (values: readonly string[]) => values.map((v) => `"${v.replace(/"/g, '""')}"`).join(',');

/** One line in the published layout: every column quoted, the given ones filled. */
const line = (values: Record<string, string>, layout = NPPES_LAYOUT) => {
  for (const column of Object.keys(values)) {
    if (!layout.columns.includes(column)) throw new Error(`not a column: ${column}`);
  }
  return quoted(layout.columns.map((c) => values[c] ?? ''));
};

const PRACTICE = {
  'Provider First Line Business Practice Location Address': '100 SAMPLE WAY',
  'Provider Second Line Business Practice Location Address': 'SUITE 2',
  'Provider Business Practice Location Address City Name': 'PHOENIX',
  'Provider Business Practice Location Address State Name': 'AZ',
  'Provider Business Practice Location Address Postal Code': '850041234',
  'Provider Business Practice Location Address Country Code (If outside U.S.)': 'US',
  'Provider Business Practice Location Address Telephone Number': '6025550101',
};

/** PRACTICE as the parser gives it back. */
const PRACTICE_READ = {
  line1: '100 SAMPLE WAY',
  line2: 'SUITE 2',
  city: 'PHOENIX',
  state: 'AZ',
  zip: '85004',
  phone: '6025550101',
};

const DOCTOR = {
  NPI: '1234567893',
  'Entity Type Code': '1',
  'Provider Last Name (Legal Name)': 'SAMPLE',
  'Provider First Name': 'AVA',
  'Provider Middle Name': 'B',
  'Provider Credential Text': 'M.D.',
  'Provider Sex Code': 'F',
  ...PRACTICE,
  'Healthcare Provider Taxonomy Code_1': '207R00000X',
  'Healthcare Provider Primary Taxonomy Switch_1': 'N',
  'Healthcare Provider Taxonomy Code_2': '207RC0000X',
  'Healthcare Provider Primary Taxonomy Switch_2': 'Y',
};

const PHARMACY = {
  NPI: '1003000126',
  'Entity Type Code': '2',
  'Provider Organization Name (Legal Business Name)': 'SAMPLE DRUG STORES, INC.',
  'Provider Other Organization Name': 'SAMPLE PHARMACY #12',
  'Provider Other Organization Name Type Code': '3',
  ...PRACTICE,
  'Healthcare Provider Taxonomy Code_1': '3336C0003X',
  'Healthcare Provider Primary Taxonomy Switch_1': 'Y',
};

const records = async (text: string, file = 'npidata_pfile_20050523-20261108.csv'): Promise<CsvRecord[]> => {
  const out: CsvRecord[] = [];
  for await (const r of csvRecords(Readable.from([text]), file)) out.push(r);
  return out;
};

const parseOne = async (values: Record<string, string>, layout = NPPES_LAYOUT) => {
  const [header, row] = await records(`${quoted(layout.columns)}\n${line(values, layout)}\n`);
  expect(recogniseHeader(layout, header?.fields ?? [])).toBe(true);
  return parseNppesRow(layout, row?.fields ?? [], { file: 'npidata.csv', line: row?.line ?? 0 });
};

describe('NPPES layout', () => {
  it('has the 330 columns of the data dissemination file, NPI first, certification date last', () => {
    expect(NPPES_LAYOUT.columns).toHaveLength(330);
    expect(new Set(NPPES_LAYOUT.columns).size).toBe(330);
    expect(NPPES_LAYOUT.columns[41]).toBe('Provider Sex Code');
    expect(NPPES_LAYOUT.columns[47]).toBe('Healthcare Provider Taxonomy Code_1');
    expect(NPPES_LAYOUT.columns[106]).toBe('Healthcare Provider Primary Taxonomy Switch_15');
    expect(NPPES_LAYOUT.columns[306]).toBe('Other Provider Identifier Issuer_50');
    expect(NPPES_LAYOUT.columns[329]).toBe('Certification Date');
  });

  it('tells the monthly full file from a weekly update by the period in its name', () => {
    expect(nppesFileKind('npidata_pfile_20050523-20261108.csv')).toBe('full');
    expect(nppesFileKind('NPPES/npidata_pfile_20261102-20261108.csv')).toBe('weekly');
    expect(nppesFileKind('npidata_pfile_20050523-20261108_fileheader.csv')).toBe('full');
    expect(nppesFileKind('othername_pfile_20050523-20261108.csv')).toBeNull();
  });

  it('checks NPIs with the Luhn digit over the 80840 prefix', () => {
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
  });
});

describe('NPPES rows', () => {
  it('keeps an individual as a doctor: name, practice address, phone, gender, primary taxonomy', async () => {
    expect(await parseOne(DOCTOR)).toEqual({
      kind: 'doctor',
      npi: '1234567893',
      lastName: 'SAMPLE',
      firstName: 'AVA',
      middleName: 'B',
      credential: 'M.D.',
      gender: 'F',
      practice: PRACTICE_READ,
      taxonomy: '207RC0000X',
      specialty: 'Cardiology',
      primaryCare: false,
    });
  });

  it('reads the earlier header ("Provider Gender Code") the same way', async () => {
    const { 'Provider Sex Code': sex, ...rest } = DOCTOR;
    const doctor = await parseOne({ ...rest, 'Provider Gender Code': sex }, NPPES_GENDER_LAYOUT);
    expect(doctor).toMatchObject({ kind: 'doctor', gender: 'F' });
  });

  it('takes the first taxonomy when none is marked primary, and says Other for a code outside the table', async () => {
    const doctor = await parseOne({
      ...DOCTOR,
      'Healthcare Provider Primary Taxonomy Switch_2': 'N',
      'Healthcare Provider Taxonomy Code_1': '207QA0505X',
    });
    expect(doctor).toMatchObject({ taxonomy: '207QA0505X', specialty: 'Other', primaryCare: false });
  });

  it('keeps a pharmacy organisation under its doing-business-as name', async () => {
    expect(await parseOne(PHARMACY)).toEqual({
      kind: 'pharmacy',
      npi: '1003000126',
      name: 'SAMPLE PHARMACY #12',
      practice: PRACTICE_READ,
      taxonomy: '3336C0003X',
    });
  });

  it('leaves out other organisations, deactivated NPIs and foreign practices', async () => {
    expect(await parseOne({ ...PHARMACY, 'Healthcare Provider Taxonomy Code_1': '282N00000X' })).toBeNull();
    expect(await parseOne({ NPI: DOCTOR.NPI, 'NPI Deactivation Date': '03/15/2024' })).toBeNull();
    expect(
      await parseOne({
        ...DOCTOR,
        'NPI Deactivation Date': '03/15/2024',
        'NPI Reactivation Date': '04/01/2024',
      }),
    ).toMatchObject({ kind: 'doctor' });
    expect(
      await parseOne({
        ...DOCTOR,
        'Provider Business Practice Location Address Country Code (If outside U.S.)': 'CA',
      }),
    ).toBeNull();
  });

  it('names file, line and column of a bad NPI, entity type, taxonomy code or ZIP', async () => {
    expect((await rowErrorOf(() => parseOne({ ...DOCTOR, NPI: '1234567890' }))).message).toBe(
      'npidata.csv:2:1 (NPI): "1234567890" is not an NPI (10 digits with a valid check digit)',
    );
    expect((await rowErrorOf(() => parseOne({ ...DOCTOR, 'Entity Type Code': '3' }))).message).toBe(
      'npidata.csv:2:2 (Entity Type Code): "3" is not one of 1, 2',
    );
    expect(
      (await rowErrorOf(() => parseOne({ ...DOCTOR, 'Healthcare Provider Taxonomy Code_2': '207RC' })))
        .message,
    ).toBe('npidata.csv:2:52 (Healthcare Provider Taxonomy Code_2): "207RC" is not a NUCC taxonomy code');
    expect(
      (
        await rowErrorOf(() =>
          parseOne({ ...DOCTOR, 'Provider Business Practice Location Address Postal Code': '8500' }),
        )
      ).message,
    ).toBe(
      'npidata.csv:2:33 (Provider Business Practice Location Address Postal Code): "8500" is not a 5- or 9-digit ZIP code',
    );
  });

  it('names the first missing column of a truncated line', async () => {
    const [, row] = await records(
      `${quoted(NPPES_LAYOUT.columns)}\n${line(DOCTOR).split(',').slice(0, 40).join(',')}\n`,
    );
    const e = await rowErrorOf(async () =>
      parseNppesRow(NPPES_LAYOUT, row?.fields ?? [], { file: 'npidata.csv', line: row?.line ?? 0 }),
    );
    expect(e.message).toBe(
      'npidata.csv:2:41 (NPI Reactivation Date): the line ends after 40 of 330 columns (truncated line?)',
    );
  });

  it('names the line of a file cut inside a quoted value', async () => {
    const text = `${quoted(NPPES_LAYOUT.columns)}\n${line(DOCTOR)}\n${line(PHARMACY).slice(0, 60)}`;
    const e = await rowErrorOf(() => records(text, 'npidata_pfile_20050523-20261108.csv'));
    expect(e.message).toMatch(
      /^npidata_pfile_20050523-20261108\.csv:3:\d+ \(field \d+\): the file ends inside a quoted value/,
    );
  });

  it('names a wrong delimiter and a missing column in the header', async () => {
    const [piped] = await records(`${NPPES_LAYOUT.columns.join('|')}\n`);
    expect(
      (await rowErrorOf(async () => checkHeader(NPPES_LAYOUT, piped?.fields ?? [], 'npi.csv'))).message,
    ).toBe('npi.csv:1:1 (NPI): the header is pipe-delimited; NPPES npidata_pfile is comma-delimited');
    const without = NPPES_LAYOUT.columns.filter((c) => c !== 'Provider First Name');
    expect((await rowErrorOf(async () => checkHeader(NPPES_LAYOUT, without, 'npi.csv'))).message).toBe(
      'npi.csv:1:7 (Provider First Name): the header has "Provider Middle Name" here',
    );
  });
});
