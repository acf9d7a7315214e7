/**
 * The SAMPLE reference data of a county (the provider network's doctors, groups and locations, the Medigap
 * offerings): generated on first use from the seeded generators, stored, and read back.
 */
import { NOT_SERVED_MESSAGE } from 'shared-contracts/api';
import type { Db, Queryable } from '../../db/db';
import type { AppDeps } from '../../deps';
import { fieldError, notFound } from '../../http/errors';
import { generateCountyData } from '../../reference-data/county';
import type { Place } from '../../reference-data/geo';
import { DEFAULT_SEED } from '../../reference-data/prng';
import { countiesOf, marketFor, UNKNOWN_ZIP_MESSAGE } from '../location/public';
import { insertMany } from './insert-many';

/** Bump when the generators change: the seed step then clears the stored counties. */
export const COUNTY_DATA_VERSION = `sample-${DEFAULT_SEED}-3`;
/** At most this many of a county's ZIPs anchor its generated addresses. */
const MAX_PLACES = 60;

const ready = new WeakMap<Db, Set<string>>();

interface PlaceRow {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  county_name: string;
}

const countyPlaces = async (db: Queryable, fips: string) =>
  db.query<PlaceRow>(
    `select z.zip, z.city, z.state, z.latitude, z.longitude, zc.county_name
       from zip_counties zc join zip_codes z on z.zip = zc.zip
      where zc.fips = $1 and z.latitude is not null and z.longitude is not null
      order by zc.rank, z.zip
      limit ${MAX_PLACES}`,
    [fips],
  );

const store = async (tx: Queryable, fips: string, state: string, countyName: string, places: Place[]) => {
  const data = generateCountyData({ fips, state, countyName, places });
  await insertMany(
    tx,
    'ref_doctors',
    [
      ['npi', 'text'],
      ['fips', 'text'],
      ['presentation_name', 'text'],
      ['specialty', 'text'],
      ['is_pcp', 'bool'],
      ['gender', 'text'],
      ['languages', 'jsonb'],
      ['street1', 'text'],
      ['street2', 'text'],
      ['city', 'text'],
      ['state', 'text'],
      ['zip', 'text'],
      ['latitude', 'float8'],
      ['longitude', 'float8'],
    ],
    data.doctors.map((d) => [
      d.npi,
      fips,
      d.presentationName,
      d.specialty,
      d.isPcp,
      d.gender,
      d.languages,
      d.street1,
      d.street2,
      d.city,
      d.state,
      d.zip,
      d.latitude,
      d.longitude,
    ]),
  );
  await insertMany(
    tx,
    'ref_provider_groups',
    [
      ['id', 'text'],
      ['fips', 'text'],
      ['name', 'text'],
      ['group_type', 'text'],
      ['links', 'jsonb'],
    ],
    data.providerGroups.map((g) => [g.id, fips, g.name, g.groupType, g.links]),
  );
  await insertMany(
    tx,
    'ref_locations',
    [
      ['id', 'text'],
      ['fips', 'text'],
      ['group_id', 'text'],
      ['name', 'text'],
      ['street', 'text'],
      ['city', 'text'],
      ['state', 'text'],
      ['zip', 'text'],
      ['latitude', 'float8'],
      ['longitude', 'float8'],
      ['onsite_pharmacy', 'bool'],
      ['onsite_labs', 'bool'],
      ['description', 'jsonb'],
      ['links', 'jsonb'],
      ['phones', 'jsonb'],
      ['npis', 'jsonb'],
    ],
    data.locations.map((l) => [
      l.id,
      fips,
      l.groupId,
      l.name,
      l.street,
      l.city,
      l.state,
      l.zip,
      l.latitude,
      l.longitude,
      l.onsitePharmacy,
      l.onsiteLabs,
      l.description,
      l.links,
      l.phones,
      l.npis,
    ]),
  );
  await insertMany(
    tx,
    'ref_medigap_offerings',
    [
      ['id', 'text'],
      ['fips', 'text'],
      ['source', 'text'],
      ['carrier_id', 'text'],
      ['carrier_name', 'text'],
      ['plan_sub_type', 'text'],
      ['letter', 'text'],
      ['carrier_factor', 'float8'],
      ['area_factor', 'float8'],
      ['logging_key', 'text'],
    ],
    data.medigap.map((m) => [
      m.id,
      fips,
      m.source,
      m.carrierId,
      m.carrierName,
      m.planSubType,
      m.letter,
      m.carrierFactor,
      m.areaFactor,
      m.loggingKey,
    ]),
  );
  await tx.query('insert into ref_counties (fips, version) values ($1, $2) on conflict do nothing', [
    fips,
    COUNTY_DATA_VERSION,
  ]);
};

/**
 * Make sure the county's sample data is stored; false when the county has no ZIP with a location.
 * Concurrent first requests for one county wait on an advisory lock and store it once.
 */
export const ensureCounty = async (db: Db, fips: string): Promise<boolean> => {
  const done = ready.get(db) ?? new Set<string>();
  ready.set(db, done);
  if (done.has(fips)) return true;
  const stored = await db.query('select 1 from ref_counties where fips = $1', [fips]);
  if (stored.length === 0) {
    const rows = await countyPlaces(db, fips);
    const first = rows[0];
    if (!first) return false;
    const places = rows.map((r) => ({
      zip: r.zip,
      city: r.city,
      state: r.state,
      latitude: r.latitude,
      longitude: r.longitude,
    }));
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(727002, hashtext($1))', [fips]);
      const again = await tx.query('select 1 from ref_counties where fips = $1', [fips]);
      if (again.length === 0) await store(tx, fips, first.state, first.county_name, places);
    });
  }
  done.add(fips);
  return true;
};

/** The seed step: counties stored by an older generator version are dropped (they regenerate on use). */
export const seedCountyData = async (tx: Queryable) => {
  await tx.exec(`
    delete from ref_locations; delete from ref_provider_groups; delete from ref_doctors;
    delete from ref_medigap_offerings; delete from ref_counties;`);
};

export interface Area {
  latitude: number;
  longitude: number;
  /** The ZIP's served counties, main county first, each with its sample data stored. */
  fips: string[];
}

/**
 * Where a ZIP is and which of its counties are served: 400 for a ZIP that does not exist, 404 with the
 * not-served message for a ZIP outside the markets (as GET /markets answers).
 */
export const servedArea = async (deps: Pick<AppDeps, 'db' | 'config'>, zip: string): Promise<Area> => {
  const counties = await countiesOf(deps.db, zip);
  if (counties.length === 0) throw fieldError('zip', UNKNOWN_ZIP_MESSAGE);
  const served = counties.filter((c) => marketFor(deps.config, c.state) !== null).map((c) => c.fips);
  if (served.length === 0) throw notFound(NOT_SERVED_MESSAGE);
  for (const fips of served) await ensureCounty(deps.db, fips);
  const [point] = await deps.db.query<{ latitude: number | null; longitude: number | null }>(
    `select coalesce(z.latitude, c.lat) as latitude, coalesce(z.longitude, c.lon) as longitude
       from (select avg(z2.latitude) as lat, avg(z2.longitude) as lon
               from zip_counties zc join zip_codes z2 on z2.zip = zc.zip where zc.fips = $2) c
       left join zip_codes z on z.zip = $1`,
    [zip, served[0] as string],
  );
  if (point?.latitude == null || point.longitude == null) throw notFound(NOT_SERVED_MESSAGE);
  return { latitude: point.latitude, longitude: point.longitude, fips: served };
};
