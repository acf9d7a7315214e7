/**
 * Pharmacy search around a ZIP and the session's selected pharmacies: the pharmacies of the NPPES file
 * (`npi_providers`, kind pharmacy; the record id is the NPI), each placed at its ZIP's centroid, with its
 * status in the networks of the area's Part D plans (`part_d_pharmacy_networks`).
 */
import type { Pharmacy, PharmacyNetworkStatus, PharmacySearchQuery } from 'shared-contracts/api';
import type { Queryable } from '../../db/db';
import { fieldError } from '../../http/errors';
import { API_MESSAGES, MAX_SESSION_PHARMACIES } from '../../http/messages';
import { distanceMiles, roundMiles } from '../../reference-data/geo';
import type { Area } from '../county-data/public';
import { zipsNear } from '../location/public';
import { likePattern, nppesIsSample, titleCase } from '../providers/public';

/** NUCC 3336M0002X, Mail Order Pharmacy (import/nppes/taxonomy.ts). */
const MAIL_ORDER = `'3336M0002X'`;

/** The columns a pharmacy is shown with; `distance` is added by the search. */
const PHARMACY_COLUMNS = `p.npi, p.organization_name, p.address_line1, p.city, p.state, p.zip, p.phone,
  p.taxonomy = ${MAIL_ORDER} as is_mail_order, z.latitude, z.longitude`;

interface PharmacyRow {
  npi: string;
  organization_name: string;
  address_line1: string;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  is_mail_order: boolean;
  latitude: number | null;
  longitude: number | null;
}

/** "6025550142" → "(602) 555-0142"; NPPES has no phone for some pharmacies. */
const phoneOf = (digits: string | null) =>
  digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : '';

const toPharmacy = (r: PharmacyRow, sample: boolean): Omit<Pharmacy, 'distance'> => ({
  pharmacyRecordID: r.npi,
  // The name as the registry writes it (capitals: title case would spoil "CVS").
  name: r.organization_name,
  address: { street: titleCase(r.address_line1), city: titleCase(r.city), state: r.state, zip: r.zip },
  phone: phoneOf(r.phone),
  latitude: r.latitude ?? 0,
  longitude: r.longitude ?? 0,
  isMailOrder: r.is_mail_order,
  // NPPES does not give opening hours.
  is24Hours: false,
  sample,
});

/**
 * $1, $2: the nearby ZIPs and their distances (mail order: none, every mail-order pharmacy at 0);
 * $3 mail order; $4 LIKE name words; $5, $6 the page.
 */
export const PHARMACY_SEARCH_SQL = `with matched as (
  select ${PHARMACY_COLUMNS}, n.distance
    from unnest($1::text[], $2::float8[]) as n(zip, distance)
    join npi_providers p on p.zip = n.zip and p.kind = 'pharmacy'
    left join zip_codes z on z.zip = p.zip
   where not $3 and p.taxonomy <> ${MAIL_ORDER}
  union all
  select ${PHARMACY_COLUMNS}, 0 as distance
    from npi_providers p left join zip_codes z on z.zip = p.zip
   where $3 and p.kind = 'pharmacy' and p.taxonomy = ${MAIL_ORDER})
select (select count(*) from matched m where m.organization_name ilike all ($4::text[])) as total,
       (select json_agg(x) from (select * from matched m where m.organization_name ilike all ($4::text[])
          order by distance, organization_name, npi limit $5 offset $6) x) as rows`;

/**
 * Each pharmacy's status in the networks of the Part D plans offered in the area (plan information by
 * county, PDPs by the county's PDP region): preferred or not at retail, or mail order, as the pharmacy
 * networks file lists it for the plan, in the plan's service area (IN_AREA_FLAG 1). A plan that does not
 * list the pharmacy is left out: the pharmacy is out of its network. PHARMACY_NUMBER is the NPI with two
 * leading digits (LAYOUT.md), so the NPI is its last 10. The Part D files are kept per contract year
 * (import/CONTEXT.md "Contract years"): the newest year's plans and networks.
 */
export const NETWORK_STATUS_SQL = `with part_d_year as (select max(contract_year) as year from data_sets where data_set = 'part-d')
select right(n.pharmacy_number, 10) as npi, i.contract_id, i.plan_id, i.segment_id,
       i.plan_name, n.pharmacy_retail, n.pharmacy_mail, n.preferred_status_retail, n.preferred_status_mail
  from (select distinct contract_id, plan_id, segment_id, plan_name from part_d_plan_information
         where plan_suppressed_yn = 'N' and contract_year = (select year from part_d_year)
           and (county_code = any($2::text[])
                or pdp_region_code in (select pdp_region_code from part_d_geographic_locator
                                        where county_code = any($2::text[])
                                          and contract_year = (select year from part_d_year)))) i
  join part_d_pharmacy_networks n
    on n.contract_id = i.contract_id and n.plan_id = i.plan_id and n.segment_id = i.segment_id
 where right(n.pharmacy_number, 10) = any($1::text[]) and n.in_area_flag = 1
   and n.contract_year = (select year from part_d_year)
 order by i.contract_id, i.plan_id, i.segment_id`;

interface NetworkRow {
  npi: string;
  contract_id: string;
  plan_id: string;
  segment_id: string;
  plan_name: string;
  pharmacy_retail: string;
  pharmacy_mail: string;
  preferred_status_retail: string | null;
  preferred_status_mail: string | null;
}

const statusOf = (r: NetworkRow): PharmacyNetworkStatus['status'] =>
  r.pharmacy_retail === 'Y' ? (r.preferred_status_retail === 'Y' ? 'preferred' : 'inNetwork') : 'mailOrder';

const networksOf = async (db: Queryable, area: Area, npis: string[]) => {
  const byNpi = new Map<string, PharmacyNetworkStatus[]>();
  if (npis.length === 0) return byNpi;
  for (const r of await db.query<NetworkRow>(NETWORK_STATUS_SQL, [npis, area.fips])) {
    const list = byNpi.get(r.npi) ?? [];
    list.push({
      planId: `${r.contract_id}-${r.plan_id}-${r.segment_id}`,
      planName: r.plan_name,
      status: statusOf(r),
      preferredMail: r.preferred_status_mail === 'Y',
    });
    byNpi.set(r.npi, list);
  }
  return byNpi;
};

export const searchPharmacies = async (db: Queryable, area: Area, q: PharmacySearchQuery) => {
  const near = q.mailOrder
    ? { zips: [], distances: [] }
    : await zipsNear(db, area.latitude, area.longitude, q.radius);
  const words = (q.name ?? '').split(/\s+/).filter(Boolean);
  const [[found], sample] = await Promise.all([
    db.query<{ total: string; rows: (PharmacyRow & { distance: number })[] | null }>(PHARMACY_SEARCH_SQL, [
      near.zips,
      near.distances,
      q.mailOrder,
      words.map((w) => `%${likePattern(w)}%`),
      q.take,
      q.skip,
    ]),
    nppesIsSample(db),
  ]);
  const rows = found?.rows ?? [];
  const networks = await networksOf(
    db,
    area,
    rows.map((r) => r.npi),
  );
  return {
    pharmacyList: rows.map(
      (r): Pharmacy => ({
        ...toPharmacy(r, sample),
        distance: r.distance,
        networks: networks.get(r.npi) ?? [],
      }),
    ),
    total: Number(found?.total ?? 0),
  };
};

const readPharmacies = (db: Queryable, npis: readonly string[]) =>
  db.query<PharmacyRow>(
    `select ${PHARMACY_COLUMNS} from npi_providers p left join zip_codes z on z.zip = p.zip
      where p.npi = any($1::text[]) and p.kind = 'pharmacy'`,
    [npis],
  );

/** One pharmacy with its distance from the area (as the search gives it), or null when the id is unknown. */
export const readPharmacy = async (db: Queryable, area: Area, npi: string): Promise<Pharmacy | null> => {
  const [[row], sample, networks] = await Promise.all([
    readPharmacies(db, [npi]),
    nppesIsSample(db),
    networksOf(db, area, [npi]),
  ]);
  if (!row) return null;
  const distance =
    row.is_mail_order || row.latitude === null || row.longitude === null
      ? 0
      : roundMiles(distanceMiles(area.latitude, area.longitude, row.latitude, row.longitude));
  return { ...toPharmacy(row, sample), distance, networks: networks.get(npi) ?? [] };
};

export const readSessionPharmacies = async (db: Queryable, sessionId: string) => {
  const [rows, sample] = await Promise.all([
    db.query<PharmacyRow>(
      `select ${PHARMACY_COLUMNS} from session_pharmacies s
         join npi_providers p on p.npi = s.pharmacy_record_id and p.kind = 'pharmacy'
         left join zip_codes z on z.zip = p.zip
        where s.session_id = $1 order by s.added_order`,
      [sessionId],
    ),
    nppesIsSample(db),
  ]);
  return rows.map((r) => toPharmacy(r, sample));
};

export const addSessionPharmacies = async (
  db: Queryable,
  sessionId: string,
  ids: string[],
  updatedBy: string,
) => {
  const unique = [...new Set(ids)];
  const known = await readPharmacies(db, unique);
  if (known.length !== unique.length) throw fieldError('pharmacyRecordIDs', API_MESSAGES.unknownPharmacy);
  const current = await db.query<{ pharmacy_record_id: string }>(
    'select pharmacy_record_id from session_pharmacies where session_id = $1',
    [sessionId],
  );
  const after = new Set([...current.map((r) => r.pharmacy_record_id), ...unique]);
  if (after.size > MAX_SESSION_PHARMACIES)
    throw fieldError('pharmacyRecordIDs', API_MESSAGES.tooManyPharmacies);
  await db.query(
    `insert into session_pharmacies (session_id, pharmacy_record_id, updated_by)
     select $1, id, $3 from unnest($2::text[]) with ordinality as t(id, n) order by n
     on conflict (session_id, pharmacy_record_id) do update set updated_by = excluded.updated_by`,
    [sessionId, unique, updatedBy],
  );
  return readSessionPharmacies(db, sessionId);
};

export const removeSessionPharmacy = async (db: Queryable, sessionId: string, id: string) =>
  (
    await db.query(
      'delete from session_pharmacies where session_id = $1 and pharmacy_record_id = $2 returning 1',
      [sessionId, id],
    )
  ).length > 0;
