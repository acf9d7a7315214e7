/** Doctor search around a ZIP and the session's doctors. */
import { randomUUID } from 'node:crypto';
import {
  findSameDoctor,
  type ProviderSearchBody,
  type ProviderSearchResult,
  type SaveProviderBody,
  type SessionProvider,
  type UpdateProviderBody,
} from 'shared-contracts/api';
import type { Queryable } from '../../db/db';
import type { Area } from '../county-data/public';
import { zipsNear } from '../location/public';
import { likePattern, nppesIsSample, titleCase } from './nppes-rows';
import { searchTerms, specialtyInEnglish } from './specialty-words';

interface DoctorRow {
  npi: string;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  credential: string | null;
  gender: 'M' | 'F' | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  zip: string;
  specialty: string;
  primary_care: number | null;
  distance: number;
}

/** "MARIA", "L", "LOPEZ", "M.D." → "Maria L Lopez, M.D." (the credential as the doctor wrote it). */
const doctorName = (r: DoctorRow) => {
  const name = titleCase([r.first_name, r.middle_name?.slice(0, 1), r.last_name].filter(Boolean).join(' '));
  return r.credential ? `${name}, ${r.credential}` : name;
};

/**
 * $1, $2: the nearby ZIPs and their distances; $3 NPIs left out; $4 specialty; $5, $6 the page; $7 on:
 * two LIKE patterns per search term, its words and the specialty they name (specialty-words.ts), one
 * condition each (a condition per row, not a subquery per row).
 */
export const doctorSearchSql = (words: number) => `with matched as (
  select p.npi, p.last_name, p.first_name, p.middle_name, p.credential, p.gender, p.address_line1,
         p.address_line2, p.city, p.state, p.zip, p.specialty, p.primary_care, n.distance
    from unnest($1::text[], $2::float8[]) as n(zip, distance)
    join npi_providers p on p.zip = n.zip and p.kind = 'doctor'
   where not (p.npi = any($3::text[]))
     and ($4::text is null or lower(p.specialty) = lower($4))${Array.from(
       { length: words },
       (_, i) => `
     and (lower(p.last_name) like $${2 * i + 7} || '%' or lower(p.first_name) like $${2 * i + 7} || '%'
          or lower(p.specialty) like '%' || $${2 * i + 8} || '%')`,
     ).join('')})
select (select count(*) from matched) as total,
       (select json_agg(m) from (select * from matched
          order by distance, last_name, first_name, npi limit $5 offset $6) m) as rows`;

/**
 * Doctors of the NPPES file (`npi_providers`, kind doctor) whose practice ZIP is within the radius,
 * nearest first: each search term is the start of the first or last name or a word of the specialty.
 * The ZIPs come first (`zipsNear`), so the query reads only the rows of those ZIPs through the
 * `npi_providers_zip` index (zip, kind), however large the registry.
 */
export const searchDoctors = async (db: Queryable, area: Area, q: ProviderSearchBody, sessionId: string) => {
  const near = await zipsNear(db, area.latitude, area.longitude, q.radius);
  // Spec 5: a doctor the person already chose is not offered again unless the caller asks.
  const selected = q.includeSelected
    ? []
    : (await readSessionProviders(db, sessionId)).flatMap((p) => p.npis);
  const terms = searchTerms(q.searchTerm ?? '');
  const [[found], sample] = await Promise.all([
    db.query<{ total: string; rows: DoctorRow[] | null }>(doctorSearchSql(terms.length), [
      near.zips,
      near.distances,
      selected,
      q.specialty ? specialtyInEnglish(q.specialty) : null,
      q.take,
      q.skip,
      ...terms.flatMap((t) => [likePattern(t.text), likePattern(t.specialty)]),
    ]),
    nppesIsSample(db),
  ]);
  const providers = (found?.rows ?? []).map(
    (r): ProviderSearchResult => ({
      npis: [r.npi],
      presentation_name: doctorName(r),
      specialty: r.specialty,
      address: {
        street_line_1: titleCase(r.address_line1),
        street_line_2: titleCase(r.address_line2 ?? ''),
        city: titleCase(r.city),
        state: r.state,
        zip: r.zip,
      },
      gender: r.gender === 'F' ? 'Female' : r.gender === 'M' ? 'Male' : null,
      // NPPES does not say which languages a doctor speaks.
      languages: [],
      isPcp: r.primary_care === 1,
      distance: r.distance,
      sample,
    }),
  );
  return { providers, meta: { total: Number(found?.total ?? 0) } };
};

interface SessionProviderRow {
  uuid: string;
  npis: string[];
  presentation_name: string;
  specialty: string;
  street_line_1: string;
  street_line_2: string;
  city: string;
  state: string;
  zip: string;
  is_pcp: boolean;
  year: number;
}

const toProvider = (r: SessionProviderRow): SessionProvider => ({
  uuid: r.uuid,
  npis: r.npis,
  presentation_name: r.presentation_name,
  specialty: r.specialty,
  address: {
    street_line_1: r.street_line_1,
    street_line_2: r.street_line_2,
    city: r.city,
    state: r.state,
    zip: r.zip,
  },
  isPcp: r.is_pcp,
  year: r.year,
});

export const readSessionProviders = async (db: Queryable, sessionId: string): Promise<SessionProvider[]> =>
  (
    await db.query<SessionProviderRow>(
      'select * from session_providers where session_id = $1 order by created_at, uuid',
      [sessionId],
    )
  ).map(toProvider);

/** Adds the doctor; a doctor already on the session is returned as it is, with created false. */
export const addSessionProvider = async (db: Queryable, sessionId: string, b: SaveProviderBody) => {
  const existing = findSameDoctor(await readSessionProviders(db, sessionId), {
    npis: b.npis,
    presentation_name: b.providerName,
    specialty: b.providerSpecialty,
    address: { street_line_1: b.streetLine1 },
  });
  if (existing) return { provider: existing, created: false };
  const [row] = await db.query<SessionProviderRow>(
    `insert into session_providers
       (uuid, session_id, npis, presentation_name, specialty, street_line_1, street_line_2, city, state, zip, year, updated_by)
     values ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning *`,
    [
      randomUUID(),
      sessionId,
      JSON.stringify(b.npis),
      b.providerName,
      b.providerSpecialty,
      b.streetLine1,
      b.streetLine2,
      b.city,
      b.state,
      b.zipCode,
      b.year,
      b.updatedBy,
    ],
  );
  if (!row) throw new Error('insert returned no row');
  return { provider: toProvider(row), created: true };
};

export const removeSessionProvider = async (db: Queryable, sessionId: string, uuid: string) =>
  (
    await db.query('delete from session_providers where session_id = $1 and uuid = $2 returning 1', [
      sessionId,
      uuid,
    ])
  ).length > 0;

export const updateSessionProvider = async (db: Queryable, sessionId: string, b: UpdateProviderBody) => {
  const [row] = await db.query<SessionProviderRow>(
    `update session_providers set is_pcp = $3, year = $4, updated_by = $5
      where session_id = $1 and uuid = $2 returning *`,
    [sessionId, b.uuid, b.isPcp, b.year, b.updated_by],
  );
  return row ? toProvider(row) : null;
};
