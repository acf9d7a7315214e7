/** Seed: load the whole US ZIP->county crosswalk and ZIP places, in one statement each (unnest). */
import type { Queryable } from '../../db/db';
import { readZipCounties, readZipPlaces } from './geography-data';

export const seedGeography = async (tx: Queryable) => {
  const counties = readZipCounties();
  const places = readZipPlaces();
  await tx.exec('delete from zip_counties; delete from zip_codes;');
  await tx.query(
    `insert into zip_counties (zip, fips, county_name, state, rank)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[])`,
    [
      counties.map((r) => r.zip),
      counties.map((r) => r.fips),
      counties.map((r) => r.countyName),
      counties.map((r) => r.state),
      counties.map((r) => r.rank),
    ],
  );
  await tx.query(
    `insert into zip_codes (zip, city, state, latitude, longitude)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[])`,
    [
      places.map((p) => p.zip),
      places.map((p) => p.city),
      places.map((p) => p.state),
      places.map((p) => p.latitude),
      places.map((p) => p.longitude),
    ],
  );
};
