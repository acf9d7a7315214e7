/** ZIP/county lookups and market membership, shared by the location, session and lead features. */
import { MESSAGES } from 'shared-contracts';
import type { ApiConfig, MarketConfig } from '../../config';
import type { Queryable } from '../../db/db';
import { fieldError } from '../../http/errors';
import { API_MESSAGES } from '../../http/messages';

export interface CountyLocation {
  zip: string;
  fips: string;
  countyName: string;
  state: string;
  city: string;
}

interface Row {
  fips: string;
  county_name: string;
  state: string;
  city: string | null;
}

// Geography is reference data: seeded before the app serves and unchanged while it runs, so each
// database's lookups are cached for the life of the process (about 42,000 ZIPs at most).
const cache = new WeakMap<Queryable, Map<string, CountyLocation[]>>();

/** Every county of a ZIP, main county first; [] when the ZIP does not exist. */
export const countiesOf = async (db: Queryable, zip: string): Promise<CountyLocation[]> => {
  let byZip = cache.get(db);
  if (!byZip) {
    byZip = new Map();
    cache.set(db, byZip);
  }
  const hit = byZip.get(zip);
  if (hit) return hit;
  const counties = await readCounties(db, zip);
  byZip.set(zip, counties);
  return counties;
};

const readCounties = async (db: Queryable, zip: string): Promise<CountyLocation[]> => {
  const rows = await db.query<Row>(
    `select zc.fips, zc.county_name, zc.state, z.city
       from zip_counties zc left join zip_codes z on z.zip = zc.zip
      where zc.zip = $1
      order by zc.rank`,
    [zip],
  );
  return rows.map((r) => ({
    zip,
    fips: r.fips,
    countyName: r.county_name,
    state: r.state,
    city: r.city ?? r.county_name,
  }));
};

export const UNKNOWN_ZIP_MESSAGE = MESSAGES.zip;
export const COUNTY_MISMATCH_MESSAGE = API_MESSAGES.countyMismatch;

/** The ZIP's county (fips, or its main county); 400 when the ZIP does not exist or fips is not one of its counties. */
export const resolveLocation = async (
  db: Queryable,
  zip: string,
  fips?: string | null,
): Promise<CountyLocation> => {
  const counties = await countiesOf(db, zip);
  if (counties.length === 0) throw fieldError('zip', UNKNOWN_ZIP_MESSAGE);
  const county = fips ? counties.find((c) => c.fips === fips) : counties[0];
  if (!county) throw fieldError('fips', COUNTY_MISMATCH_MESSAGE);
  return county;
};

export const marketFor = (config: Pick<ApiConfig, 'markets'>, state: string): MarketConfig | null =>
  config.markets.find((m) => m.states.includes(state)) ?? null;
