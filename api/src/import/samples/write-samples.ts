/**
 * Writes the repository's SAMPLE files in the published layouts (api/data/sample/<source>/): the FDA NDC
 * directory for the drugs of the sample catalogue (their NDCs), NPPES doctors and pharmacies and the
 * MA landscape of each sample contract year (ma-landscape/<year>/) for the test counties (the plans of
 * samples/sample-plans.ts, as the Part D sample). The
 * content is sample data (fictional carriers, doctors and pharmacies, "(Sample)" in organisation names, 555-01xx phones); the layouts are exact.
 * Deterministic: the same files on every run. `npx tsx src/import/samples/write-samples.ts` in api/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readZipCounties, readZipPlaces } from '../../features/location/geography-data';
import { type GeneratedDoctor, generateCountyDoctors } from '../../reference-data/doctors';
import {
  type CatalogueDosage,
  type CatalogueDrug,
  generateDrugCatalogue,
} from '../../reference-data/drug-catalogue';
import type { CountyInput } from '../../reference-data/geo';
import {
  type GeneratedPharmacy,
  generateCountyPharmacies,
  MAIL_ORDER_PHARMACIES,
} from '../../reference-data/pharmacies';
import { hashString } from '../../reference-data/prng';
import { NDC_PACKAGE_LAYOUT, NDC_PRODUCT_LAYOUT } from '../fda-ndc/layout';
import { LANDSCAPE_LAYOUT } from '../ma-landscape/layout';
import { NPPES_LAYOUT } from '../nppes/layout';
import { MAIL_ORDER_PHARMACY } from '../nppes/taxonomy';
import { allQuotedLine, csvLine, dollars, npiFor, tabLine } from '../write-lines';
import {
  countiesOfPlan,
  SAMPLE_PLAN_COUNTIES,
  SAMPLE_REGIONS,
  SAMPLE_SEGMENT,
  SAMPLE_YEARS,
  type SampleCounty,
  type SamplePlan,
  type SampleYear,
  samplePlansOf,
} from './sample-plans';

/** CMS names the landscape by contract year and release month (the September before the year). */
export const sampleLandscapeFile = (year: SampleYear) =>
  `ma-landscape/${year}/CY${year}_Landscape_${year - 1}09.csv`;
export const SAMPLE_DIR = new URL('../../../data/sample/', import.meta.url).pathname;

/** The counties the tests use. */
export const SAMPLE_COUNTIES = ['04013', '04021', '04019', '04025', '04005', '12086', '12033'] as const;
/**
 * The ZIPs the e2e and api tests search from, by county: every other sample doctor and pharmacy of a
 * county practises at one of them, so each has doctors of several specialties and pharmacies at 0-2 miles.
 */
const ANCHOR_ZIPS: Record<(typeof SAMPLE_COUNTIES)[number], readonly string[]> = {
  '04013': ['85004', '85003', '85281', '85308', '85142'],
  '04021': ['85140', '85122'],
  '04019': ['85701', '85710'],
  '04025': ['86301', '86314', '86336'],
  '04005': ['86001', '86004'],
  '12086': ['33101', '33130', '33145'],
  '12033': ['32501', '32503'],
};
/**
 * Doctors and pharmacies per county: Maricopa (85004, the tests' main ZIP) has more, so a search there
 * finds more than two pages of pharmacies within its 10 miles (10 or more: the pharmacy page's Show more).
 */
const DOCTORS_PER_COUNTY = (fips: string) => (fips === '04013' ? 80 : 30);
const PHARMACIES_PER_COUNTY = (fips: string) => (fips === '04013' ? 36 : 12);
const AREA_CODES: Record<string, string> = { AZ: '602', FL: '305' };

export const countyInputs = (): CountyInput[] => {
  const places = new Map(readZipPlaces().map((p) => [p.zip, p]));
  const counties = readZipCounties().filter((r) => (SAMPLE_COUNTIES as readonly string[]).includes(r.fips));
  return SAMPLE_COUNTIES.map((fips) => {
    const rows = counties.filter((r) => r.fips === fips && r.rank === 0);
    const first = rows[0];
    if (!first) throw new Error(`no ZIPs for county ${fips}`);
    return {
      fips,
      state: first.state,
      countyName: first.countyName,
      places: rows.flatMap((r) => {
        const p = places.get(r.zip);
        return p && p.latitude !== null && p.longitude !== null
          ? [{ zip: p.zip, city: p.city, state: p.state, latitude: p.latitude, longitude: p.longitude }]
          : [];
      }),
    };
  });
};

/** 555-0100 to 555-0199 in the state's area code: reserved for fiction. */
const samplePhone = (state: string, key: string): string =>
  `${AREA_CODES[state] ?? '555'}5550${100 + (hashString(key) % 100)}`;

/** Every other one of the county's generated doctors or pharmacies moves to an anchor ZIP of the county. */
const anchored = <T extends { zip: string; city: string }>(county: CountyInput, items: readonly T[]): T[] => {
  const places = new Map(readZipPlaces().map((p) => [p.zip, p]));
  const anchors = ANCHOR_ZIPS[county.fips as (typeof SAMPLE_COUNTIES)[number]];
  return items.map((item, i) => {
    const place = i % 2 === 0 ? places.get(anchors[(i / 2) % anchors.length] as string) : undefined;
    return place ? { ...item, zip: place.zip, city: place.city } : item;
  });
};

/** The county's doctors in the NPPES sample. */
export const sampleDoctors = (county: CountyInput): GeneratedDoctor[] =>
  anchored(county, generateCountyDoctors(county).slice(0, DOCTORS_PER_COUNTY(county.fips)));

/** The county's retail pharmacies in the NPPES sample (the Part D sample's networks name them). */
export const samplePharmacies = (county: CountyInput): GeneratedPharmacy[] =>
  anchored(county, generateCountyPharmacies(county).slice(0, PHARMACIES_PER_COUNTY(county.fips)));

// ---- FDA NDC directory -------------------------------------------------------------------------------

const DOSAGE_FORMS: Record<string, [form: string, route: string]> = {
  tablet: ['TABLET', 'ORAL'],
  capsule: ['CAPSULE', 'ORAL'],
  'tablet, extended release': ['TABLET, EXTENDED RELEASE', 'ORAL'],
  'tablet, delayed release': ['TABLET, DELAYED RELEASE', 'ORAL'],
  'capsule, extended release': ['CAPSULE, EXTENDED RELEASE', 'ORAL'],
  'capsule, delayed release': ['CAPSULE, DELAYED RELEASE', 'ORAL'],
  'orally disintegrating tablet': ['TABLET, ORALLY DISINTEGRATING', 'ORAL'],
  'injection pen': ['INJECTION, SOLUTION', 'SUBCUTANEOUS'],
  'injection vial': ['INJECTION, SOLUTION', 'SUBCUTANEOUS'],
  'injection autoinjector': ['INJECTION, SOLUTION', 'SUBCUTANEOUS'],
  'solution for injection': ['INJECTION, SOLUTION', 'SUBCUTANEOUS'],
  'inhalation powder': ['POWDER', 'RESPIRATORY (INHALATION)'],
  'inhalation aerosol': ['AEROSOL, METERED', 'RESPIRATORY (INHALATION)'],
  'inhalation spray': ['SPRAY, METERED', 'RESPIRATORY (INHALATION)'],
  'inhalation solution': ['SOLUTION', 'RESPIRATORY (INHALATION)'],
  'eye drops, solution': ['SOLUTION/ DROPS', 'OPHTHALMIC'],
  'eye drops, single-use vial': ['SOLUTION/ DROPS', 'OPHTHALMIC'],
  cream: ['CREAM', 'TOPICAL'],
  ointment: ['OINTMENT', 'TOPICAL'],
  'nasal spray': ['SPRAY, METERED', 'NASAL'],
};

const UNITS: Record<string, string> = {
  mg: 'mg/1',
  mcg: 'ug/1',
  g: 'g/1',
  mEq: 'meq/1',
  units: '[iU]/1',
  'units/mL': '[iU]/mL',
  'mg/mL': 'mg/mL',
  'mcg/mL': 'ug/mL',
  '%': 'g/100g',
  'mg/dose': 'mg/1',
  'mcg/actuation': 'ug/1',
  'mcg/spray': 'ug/1',
};

/** "160-4.5 mcg" → amounts 160 and 4.5 in ug/1; "10 mg/0.5 mL" → 10 in mg/.5mL. */
const strengthOf = (strength: string): { amounts: string[]; unit: string } => {
  const match = /^([\d.]+(?:-[\d.]+)*)\s*(.*)$/.exec(strength.trim());
  if (!match?.[1]) return { amounts: [], unit: '' };
  const raw = match[2] ?? '';
  const perVolume = /^(mg|mcg)\/([\d.]+) mL$/.exec(raw);
  const unit = perVolume
    ? `${perVolume[1] === 'mcg' ? 'ug' : 'mg'}/${(perVolume[2] as string).replace(/^0\./, '.')}mL`
    : (UNITS[raw] ?? 'mg/1');
  return { amounts: match[1].split('-'), unit };
};

/** The FDA's dashed 10-digit form of a 5-4-2 NDC: the segment with a leading zero loses it; else 5-4-2. */
const fdaPackageCode = (ndc: string): string => {
  const [labeler = '', product = '', pkg = ''] = ndc.split('-');
  if (labeler.startsWith('0')) return `${labeler.slice(1)}-${product}-${pkg}`;
  if (product.startsWith('0')) return `${labeler}-${product.slice(1)}-${pkg}`;
  if (pkg.startsWith('0')) return `${labeler}-${product}-${pkg.slice(1)}`;
  return ndc;
};

const productId = (productNdc: string) => {
  const h = hashString(productNdc).toString(16).padStart(8, '0');
  return `${productNdc}_${h}-0000-4000-8000-${h}${h.slice(0, 4)}`;
};

const ndcFiles = (catalogue: readonly CatalogueDrug[]): { product: string; pkg: string } => {
  let product = tabLine(NDC_PRODUCT_LAYOUT.columns);
  let pkg = tabLine(NDC_PACKAGE_LAYOUT.columns);
  const seen = new Set<string>();
  for (const drug of catalogue) {
    for (const dosage of drug.dosages) {
      const packageCode = fdaPackageCode(dosage.ndc);
      const productNdc = packageCode.split('-').slice(0, 2).join('-');
      const id = productId(productNdc);
      if (!seen.has(productNdc)) {
        seen.add(productNdc);
        product += tabLine(productColumns(drug, dosage, productNdc, id));
      }
      pkg += tabLine([
        id,
        productNdc,
        packageCode,
        packageDescription(dosage, packageCode),
        '20180101',
        '',
        'N',
        'N',
      ]);
    }
  }
  return { product, pkg };
};

const formKey = (form: string) => form.replace(/ \(.*\)$/, '');

const productColumns = (drug: CatalogueDrug, dosage: CatalogueDosage, productNdc: string, id: string) => {
  const [form, route] = DOSAGE_FORMS[formKey(dosage.form)] ?? ['TABLET', 'ORAL'];
  const { amounts, unit } = strengthOf(dosage.strength);
  const substances = drug.genericName.toUpperCase().split(/ and |\//);
  const substance =
    substances.length === amounts.length ? substances.join('; ') : drug.genericName.toUpperCase();
  const ingredients = substance.split('; ').length;
  const category = drug.kind === 'insulin' ? 'BLA' : drug.isBrand ? 'NDA' : 'ANDA';
  return [
    id,
    productNdc,
    'HUMAN PRESCRIPTION DRUG',
    drug.isBrand ? drug.name : drug.genericName,
    '',
    drug.genericName,
    form,
    route,
    '20180101',
    '',
    category,
    `${category}${String(hashString(drug.id) % 1_000_000).padStart(6, '0')}`,
    'Sample Pharmaceuticals (Sample)',
    substance,
    amounts.slice(0, ingredients).join('; '),
    amounts
      .slice(0, ingredients)
      .map(() => unit)
      .join('; '),
    '',
    '',
    'N',
    '20271231',
  ];
};

const packageDescription = (dosage: CatalogueDosage, code: string) =>
  `${dosage.packageQuantity} ${dosage.unit.toUpperCase()} in 1 ${dosage.packageQuantity > 1 && dosage.unit === 'tablet' ? 'BOTTLE' : 'CARTON'} (${code})`;

// ---- NPPES ---------------------------------------------------------------------------------------------

const COLUMN = new Map(NPPES_LAYOUT.columns.map((c, i) => [c, i]));
const nppesLine = (values: Record<string, string>): string => {
  const row = new Array<string>(NPPES_LAYOUT.columns.length).fill('');
  for (const [column, value] of Object.entries(values)) {
    const i = COLUMN.get(column);
    if (i === undefined) throw new Error(`not an NPPES column: ${column}`);
    row[i] = value;
  }
  return allQuotedLine(row);
};

/** The practice columns of one address, with the sample phone. */
const practice = (
  street1: string,
  street2: string,
  city: string,
  state: string,
  zip: string,
  phone: string,
) => ({
  'Provider First Line Business Practice Location Address': street1.toUpperCase(),
  'Provider Second Line Business Practice Location Address': street2.toUpperCase(),
  'Provider Business Practice Location Address City Name': city.toUpperCase(),
  'Provider Business Practice Location Address State Name': state,
  'Provider Business Practice Location Address Postal Code': zip,
  'Provider Business Practice Location Address Country Code (If outside U.S.)': 'US',
  'Provider Business Practice Location Address Telephone Number': phone,
});

/** The taxonomy code the sample specialties stand for (nppes/taxonomy.ts has the reverse). */
const SPECIALTY_CODES: Record<string, string> = {
  'Family Medicine': '207Q00000X',
  'Internal Medicine': '207R00000X',
  'Geriatric Medicine': '207RG0300X',
  Cardiology: '207RC0000X',
  Dermatology: '207N00000X',
  Endocrinology: '207RE0101X',
  Gastroenterology: '207RG0100X',
  Nephrology: '207RN0300X',
  Neurology: '2084N0400X',
  Oncology: '207RX0202X',
  Ophthalmology: '207W00000X',
  'Orthopedic Surgery': '207X00000X',
  Podiatry: '213E00000X',
  Psychiatry: '2084P0800X',
  Pulmonology: '207RP1001X',
  Rheumatology: '207RR0500X',
  Urology: '208800000X',
};

const doctorLine = (d: GeneratedDoctor) =>
  nppesLine({
    NPI: d.npi,
    'Entity Type Code': '1',
    'Provider Last Name (Legal Name)': d.lastName.toUpperCase(),
    'Provider First Name': d.firstName.toUpperCase(),
    'Provider Credential Text': d.credential,
    ...practice(d.street1, d.street2, d.city, d.state, d.zip, samplePhone(d.state, d.npi)),
    'Provider Enumeration Date': '05/23/2007',
    'Last Update Date': '07/08/2025',
    'Provider Sex Code': d.gender === 'Female' ? 'F' : 'M',
    'Healthcare Provider Taxonomy Code_1': SPECIALTY_CODES[d.specialty] ?? '207R00000X',
    'Healthcare Provider Primary Taxonomy Switch_1': 'Y',
    'Is Sole Proprietor': 'N',
  });

/** Pharmacies have record ids in the sample data, not NPIs: each gets a stable NPI from its id. */
export const samplePharmacyNpi = (pharmacyRecordID: string): string =>
  npiFor(190_000_000 + (hashString(pharmacyRecordID) % 9_000_000));

const pharmacyLine = (p: GeneratedPharmacy) =>
  nppesLine({
    NPI: samplePharmacyNpi(p.pharmacyRecordID),
    'Entity Type Code': '2',
    'Provider Organization Name (Legal Business Name)': `${p.name.toUpperCase()} (SAMPLE)`,
    ...practice(p.street, '', p.city, p.state, p.zip, samplePhone(p.state, p.pharmacyRecordID)),
    'Provider Enumeration Date': '06/14/2006',
    'Last Update Date': '07/08/2025',
    'Authorized Official Last Name': 'SAMPLE',
    'Authorized Official First Name': 'PAT',
    'Authorized Official Title or Position': 'PHARMACIST IN CHARGE',
    'Authorized Official Telephone Number': samplePhone(p.state, `${p.pharmacyRecordID}:official`),
    'Healthcare Provider Taxonomy Code_1': p.isMailOrder ? MAIL_ORDER_PHARMACY : '3336C0003X',
    'Healthcare Provider Primary Taxonomy Switch_1': 'Y',
    'Is Organization Subpart': 'N',
  });

// ---- MA landscape --------------------------------------------------------------------------------------

const money = (n: number | null) => (n === null ? 'Not Applicable' : dollars(n));
const rating = (n: number | null) => (n === null ? 'Plan too new to be measured' : n.toFixed(1));
/** The sample Part D basic premium at or below the region's benchmark, which the LIS premium subsidy covers. */
const SAMPLE_LIS_BENCHMARK = 35;

const landscapeLine = (county: SampleCounty, plan: SamplePlan, year: SampleYear): string => {
  const pdp = plan.states !== undefined;
  const drugs = plan.formulary !== null;
  const partD = drugs ? plan.premium : null;
  const basic = partD === null ? null : Math.min(partD, SAMPLE_LIS_BENCHMARK);
  const partC = pdp ? null : (plan.partCPremium ?? 0);
  const segment = String(Number(SAMPLE_SEGMENT));
  const region = SAMPLE_REGIONS[county.state];
  const values: Record<string, string> = {
    'Contract Year': String(year),
    'Contract Category Type': pdp ? 'PDP' : drugs ? 'MA-PD' : 'MA',
    'US Territory': 'No',
    'State Territory Abbreviation': county.state,
    'State Territory Name': region.stateName,
    'County Name': county.name,
    'Contract ID': plan.contract,
    'Plan ID': plan.plan,
    'Segment ID': segment,
    ContractPlanID: `${plan.contract}_${plan.plan}`,
    ContractPlanSegmentID: `${plan.contract}_${plan.plan}_${segment}`,
    'Sanctioned Plan': 'No',
    'Parent Organization Name': `${plan.organization} Holdings (Sample)`,
    'Contract Name': plan.contractName.toUpperCase(),
    'Organization Marketing Name': plan.organization,
    'Organization Type': pdp ? 'PDP' : 'Local CCP',
    'Plan Name': plan.name,
    'Plan Type': plan.planType,
    'Special Needs Plan (SNP) Indicator': plan.snp ? 'Yes' : 'No',
    'SNP Type':
      plan.snp === 2 ? 'Dual-Eligible' : plan.snp === 1 ? 'Chronic or Disabling Condition' : 'Not Applicable',
    'Part D Coverage Indicator': drugs ? 'Yes' : 'No',
    'National PDP': 'No',
    'Annual Part D Deductible Amount': money(drugs ? plan.deductible : null),
    'Part D Basic Premium': money(basic),
    'Part D Supplemental Premium': money(partD === null || basic === null ? null : partD - basic),
    'Part D Total Premium': money(partD),
    'Low Income Premium Subsidy (LIPS) Amount': money(basic),
    'Part D LIPS (CMS Pays)': money(basic),
    'Part D Low Income Beneficiary Premium Amount': money(
      partD === null || basic === null ? null : partD - basic,
    ),
    'Part D Out-of-Pocket (OOP) Threshold': money(drugs ? 2400 : null),
    'Part C Premium': money(partC),
    'Monthly Consolidated Premium (Part C + D)': money(
      partC !== null && partD !== null ? partC + partD : null,
    ),
    'In-Network Maximum Out-of-Pocket (MOOP) Amount': money(plan.moop ?? null),
    'Part C Summary Star Rating': pdp ? 'Not Applicable' : rating(plan.stars),
    'Part D Summary Star Rating': drugs ? rating(plan.stars) : 'Not Applicable',
    'Overall Star Rating': rating(plan.stars),
    'MA Region Code': pdp ? '' : region.ma,
    'MA Region': pdp ? '' : region.maName,
    'PDP Region Code': region.pdp,
    'PDP Region': region.pdpName,
  };
  return csvLine(LANDSCAPE_LAYOUT.columns.map((c) => values[c] ?? ''));
};

// ---- writing -------------------------------------------------------------------------------------------

export const writeSamples = (dir = SAMPLE_DIR): Record<string, number> => {
  const counties = countyInputs();
  const counts: Record<string, number> = {};
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
    counts[path] = text.split('\n').length - 2;
  };
  const { product, pkg } = ndcFiles(generateDrugCatalogue());
  write('fda-ndc/product.txt', product);
  write('fda-ndc/package.txt', pkg);

  let nppes = allQuotedLine(NPPES_LAYOUT.columns);
  for (const county of counties) {
    for (const d of sampleDoctors(county)) nppes += doctorLine(d);
    for (const p of samplePharmacies(county)) nppes += pharmacyLine(p);
  }
  for (const p of MAIL_ORDER_PHARMACIES) nppes += pharmacyLine(p);
  write('nppes/npidata_pfile_20050523-20261108.csv', nppes);

  for (const year of SAMPLE_YEARS) {
    let landscape = `\uFEFF${csvLine(LANDSCAPE_LAYOUT.columns)}`;
    for (const county of SAMPLE_PLAN_COUNTIES) {
      for (const plan of samplePlansOf(year)) {
        if (countiesOfPlan(plan).includes(county)) landscape += landscapeLine(county, plan, year);
      }
    }
    write(sampleLandscapeFile(year), landscape);
  }
  return counts;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(writeSamples());
}
