/** Each Part D file kind on hand-made rows in CMS's layout (test-files.ts), good and bad. */
import { describe, expect, it } from 'vitest';
import type { SourceLayout } from '../layout';
import { parseText } from '../rows';
import { basicDrugsFormulary } from './basic-drugs-formulary';
import { beneficiaryCost } from './beneficiary-cost';
import { excludedDrugsFormulary } from './excluded-drugs-formulary';
import { geographicLocator } from './geographic-locator';
import { insulinBeneficiaryCost } from './insulin-beneficiary-cost';
import { pharmacyNetworks } from './pharmacy-networks';
import { planInformation } from './plan-information';
import { pricing } from './pricing';
import { fileText, HEADERS, type PartDFile, ROWS } from './test-files';

const KINDS: [PartDFile, SourceLayout][] = [
  ['planInformation', planInformation],
  ['geographicLocator', geographicLocator],
  ['basicDrugsFormulary', basicDrugsFormulary],
  ['excludedDrugsFormulary', excludedDrugsFormulary],
  ['beneficiaryCost', beneficiaryCost],
  ['insulinBeneficiaryCost', insulinBeneficiaryCost],
  ['pharmacyNetworks', pharmacyNetworks],
  ['pricing', pricing],
];

const FILE = 'file.txt';

/** `row` with field `index` (0-based) set to `value`. */
const withField = (row: string, index: number, value: string) => {
  const fields = row.split('|');
  fields[index] = value;
  return fields.join('|');
};

const parse = (layout: SourceLayout, kind: PartDFile, rows?: readonly string[]) =>
  parseText(layout, FILE, fileText(kind, rows));

describe.each(KINDS)('%s', (kind, layout) => {
  const good = ROWS[kind][0] as string;

  it('reads the hand-made rows, empty optional values as null', async () => {
    const rows = await parse(layout, kind);
    expect(rows).toHaveLength(ROWS[kind].length);
    expect(rows[0]).toEqual(good.split('|').map((v) => v.trim() || null));
  });

  it('also reads CRLF line ends and a header in another case', async () => {
    const text = `${HEADERS[kind].toLowerCase()}\r\n${ROWS[kind].join('\r\n')}\r\n`;
    expect(await parseText(layout, FILE, text)).toHaveLength(ROWS[kind].length);
  });

  it('refuses a file on another delimiter, naming the header line', async () => {
    await expect(parseText(layout, FILE, fileText(kind).replace(/\|/g, ','))).rejects.toThrow(
      `${FILE}:1: the header is the ${layout.kind}'s, but delimited by ",": the layout's delimiter is "|"`,
    );
  });

  it('refuses a header with a column missing', async () => {
    const missing = layout.columns[1]?.name as string;
    const header = HEADERS[kind].replace(`|${missing}`, '');
    await expect(parseText(layout, FILE, `${header}\n${good}\n`)).rejects.toThrow(
      `${FILE}:1: the header looks like the ${layout.kind}'s, but missing column ${missing}`,
    );
  });

  it('refuses a truncated file (the last line cut short)', async () => {
    const text = fileText(kind);
    const cut = text.slice(0, text.lastIndexOf('|'));
    await expect(parseText(layout, FILE, cut)).rejects.toThrow(
      new RegExp(
        `^${FILE}:${ROWS[kind].length + 1}: \\d+ fields, the ${layout.kind} has ${layout.columns.length} \\(a truncated file, or a line cut short\\)$`,
      ),
    );
  });

  it('refuses a line with more fields than the layout', async () => {
    await expect(parse(layout, kind, [`${good}|extra`])).rejects.toThrow(
      `${FILE}:2: ${layout.columns.length + 1} fields, the ${layout.kind} has ${layout.columns.length}`,
    );
  });

  it('refuses an empty required value, naming its column', async () => {
    await expect(parse(layout, kind, [withField(good, 0, '')])).rejects.toThrow(
      `${FILE}:2:1 (${layout.columns[0]?.name}): a value is required`,
    );
  });

  it("refuses another file's header", async () => {
    const other = kind === 'pricing' ? 'geographicLocator' : 'pricing';
    await expect(parseText(layout, FILE, fileText(other))).rejects.toThrow(
      `${FILE}:1: the header is not the ${layout.kind}'s`,
    );
  });
});

describe('codes and formats of the layout', () => {
  const refused = async (
    layout: SourceLayout,
    kind: PartDFile,
    index: number,
    value: string,
    message: string,
  ) =>
    expect(parse(layout, kind, [withField(ROWS[kind][0] as string, index, value)])).rejects.toThrow(
      `${FILE}:2:${index + 1} (${layout.columns[index]?.name}): ${message}`,
    );

  it('plan information: contract and plan ids, SNP type, suppressed flag', async () => {
    await refused(
      planInformation,
      'planInformation',
      0,
      '9991',
      '"9991" is not a contract id (a letter and 4 digits)',
    );
    await refused(planInformation, 'planInformation', 1, '1', '"1" is not a plan id (3 digits)');
    await refused(planInformation, 'planInformation', 7, '-5', '"-5" is below 0');
    await refused(planInformation, 'planInformation', 11, '4013', '"4013" is not a county code (5 digits)');
    await refused(
      planInformation,
      'planInformation',
      12,
      '4',
      '"4" is not a special needs plan type of the layout (0 not a SNP, 1 chronic or disabling condition, 2 dual-eligible, 3 institutional)',
    );
    await refused(
      planInformation,
      'planInformation',
      13,
      'X',
      '"X" is not a Y/N flag of the layout (Y or N)',
    );
  });

  it('geographic locator: a 5-digit county code', async () => {
    await refused(
      geographicLocator,
      'geographicLocator',
      0,
      'Maricopa',
      '"Maricopa" is not a county code (5 digits)',
    );
  });

  it('basic drugs formulary: tier 1-7, an 11-digit NDC, Y/N flags, the contract year', async () => {
    await refused(
      basicDrugsFormulary,
      'basicDrugsFormulary',
      5,
      '9',
      '"9" is not a tier of the layout (1-7)',
    );
    await refused(
      basicDrugsFormulary,
      'basicDrugsFormulary',
      5,
      '0',
      '"0" is not a tier of the layout (1-7)',
    );
    await refused(
      basicDrugsFormulary,
      'basicDrugsFormulary',
      4,
      '50090-2846-90',
      '"50090-2846-90" is not an NDC (11 digits, no dashes)',
    );
    await refused(
      basicDrugsFormulary,
      'basicDrugsFormulary',
      9,
      'y',
      '"y" is not a Y/N flag of the layout (Y or N)',
    );
    await refused(basicDrugsFormulary, 'basicDrugsFormulary', 2, '27', '"27" is below 2006');
    await refused(
      basicDrugsFormulary,
      'basicDrugsFormulary',
      0,
      '2999',
      '"2999" is not a formulary id (8 digits)',
    );
  });

  it('excluded drugs formulary: tier, capped benefit flag', async () => {
    await refused(
      excludedDrugsFormulary,
      'excludedDrugsFormulary',
      3,
      '8',
      '"8" is not a tier of the layout (1-7)',
    );
    await refused(
      excludedDrugsFormulary,
      'excludedDrugsFormulary',
      9,
      'maybe',
      '"maybe" is not a Y/N flag of the layout (Y or N)',
    );
  });

  it('beneficiary cost: coverage level 0/1/3, days supply codes 1-4, cost type 0/1/2, coinsurance as a fraction', async () => {
    await refused(
      beneficiaryCost,
      'beneficiaryCost',
      3,
      '2',
      '"2" is not a coverage level of the layout (0 pre-deductible, 1 initial coverage, 3 catastrophic)',
    );
    await refused(
      beneficiaryCost,
      'beneficiaryCost',
      5,
      '30',
      '"30" is not a days-supply code of the layout (1 = 30 days, 2 = 90 days, 3 = other, 4 = 60 days)',
    );
    await refused(
      beneficiaryCost,
      'beneficiaryCost',
      6,
      '3',
      '"3" is not a cost type of the layout (0 not offered, 1 copay, 2 coinsurance)',
    );
    await refused(
      beneficiaryCost,
      'beneficiaryCost',
      22,
      'Yes',
      '"Yes" is not a Y/N flag of the layout (Y or N)',
    );
    await refused(
      beneficiaryCost,
      'beneficiaryCost',
      23,
      '1',
      '"1" is not a Y/N flag of the layout (Y or N)',
    );
    const coinsurance = ROWS.beneficiaryCost[1] as string;
    await expect(
      parse(beneficiaryCost, 'beneficiaryCost', [withField(coinsurance, 7, '25')]),
    ).rejects.toThrow(
      `${FILE}:2:8 (COST_AMT_PREF): "25" is not a coinsurance of the layout (a fraction: .25 = 25%)`,
    );
    await expect(parse(beneficiaryCost, 'beneficiaryCost', [withField(coinsurance, 7, '')])).rejects.toThrow(
      `${FILE}:2:8 (COST_AMT_PREF): a value is required when COST_TYPE_PREF is 2`,
    );
    // Not offered: no amount needed.
    const notOffered = withField(withField(coinsurance, 6, '0'), 7, '');
    expect(await parse(beneficiaryCost, 'beneficiaryCost', [notOffered])).toHaveLength(1);
  });

  it('insulin beneficiary cost: tier may be missing (defined standard plans), a coinsurance is at most 1', async () => {
    expect(
      await parse(insulinBeneficiaryCost, 'insulinBeneficiaryCost', [
        withField(ROWS.insulinBeneficiaryCost[0] as string, 3, ''),
      ]),
    ).toHaveLength(1);
    await refused(
      insulinBeneficiaryCost,
      'insulinBeneficiaryCost',
      4,
      '5',
      '"5" is not a days-supply code of the layout (1 = 30 days, 2 = 90 days, 3 = other, 4 = 60 days)',
    );
    await refused(insulinBeneficiaryCost, 'insulinBeneficiaryCost', 9, '1.5', '"1.5" is above 1');
  });

  it('pharmacy networks: pharmacy number, ZIP, in-area flag, fees', async () => {
    await refused(
      pharmacyNetworks,
      'pharmacyNetworks',
      3,
      'NPI123',
      '"NPI123" is not a pharmacy number (the NPI, up to 12 digits)',
    );
    await refused(pharmacyNetworks, 'pharmacyNetworks', 4, '8500', '"8500" is not a ZIP code (5 digits)');
    await refused(
      pharmacyNetworks,
      'pharmacyNetworks',
      9,
      '2',
      '"2" is not an in-area flag of the layout (1 in the plan\'s service area, 0 not)',
    );
    await refused(pharmacyNetworks, 'pharmacyNetworks', 11, 'free', '"free" is not a number');
  });

  it('pricing: days supply 30/60/90 (days, not codes), a unit cost', async () => {
    await refused(pricing, 'pricing', 4, '1', '"1" is not a days supply of the layout (30, 60 or 90)');
    await refused(pricing, 'pricing', 4, '45', '"45" is not a days supply of the layout (30, 60 or 90)');
    await refused(pricing, 'pricing', 5, '$0.08', '"$0.08" is not a number');
    expect(await parse(pricing, 'pricing', ['H9991|001|000|50090284690|60|.0812'])).toEqual([
      ['H9991', '001', '000', '50090284690', '60', '.0812'],
    ]);
  });
});
