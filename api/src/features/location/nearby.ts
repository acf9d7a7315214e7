/**
 * The ZIPs whose centroid is within a radius of a point, each with its distance: the doctor and pharmacy
 * searches place a provider at its ZIP's centroid (NPPES gives an address, not coordinates), so a search
 * near a ZIP is a search over these ZIPs, which the providers' `zip` index answers.
 */
import type { Queryable } from '../../db/db';
import { distanceMiles, roundMiles } from '../../reference-data/geo';

export interface NearbyZips {
  zips: string[];
  /** Miles from the point, rounded to 2 decimals, in the order of `zips`. */
  distances: number[];
}

const MILES_PER_DEGREE_LATITUDE = 69.05;

export const zipsNear = async (
  db: Queryable,
  latitude: number,
  longitude: number,
  radius: number,
): Promise<NearbyZips> => {
  const dLat = radius / MILES_PER_DEGREE_LATITUDE;
  const dLon = radius / (MILES_PER_DEGREE_LATITUDE * Math.max(0.01, Math.cos((latitude * Math.PI) / 180)));
  const rows = await db.query<{ zip: string; latitude: number; longitude: number }>(
    `select zip, latitude, longitude from zip_codes
      where latitude between $1 and $2 and longitude between $3 and $4`,
    [latitude - dLat, latitude + dLat, longitude - dLon, longitude + dLon],
  );
  const near: NearbyZips = { zips: [], distances: [] };
  for (const r of rows) {
    const distance = roundMiles(distanceMiles(latitude, longitude, r.latitude, r.longitude));
    if (distance > radius) continue;
    near.zips.push(r.zip);
    near.distances.push(distance);
  }
  return near;
};
