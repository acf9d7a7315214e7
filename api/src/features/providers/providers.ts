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
import { distanceMiles, type OfficePlace, roundMiles } from '../../reference-data/geo';
import type { Area } from '../county-data/public';

interface DoctorRow extends OfficePlace {
  npi: string;
  presentation_name: string;
  specialty: string;
  is_pcp: boolean;
  gender: 'Female' | 'Male';
  languages: ('English' | 'Spanish')[];
}

export const searchDoctors = async (db: Queryable, area: Area, q: ProviderSearchBody, sessionId: string) => {
  const rows = await db.query<DoctorRow>('select * from ref_doctors where fips = any($1::text[])', [
    area.fips,
  ]);
  // Spec 5: a doctor the person already chose is not offered again unless the caller asks.
  const selected = q.includeSelected
    ? new Set<string>()
    : new Set((await readSessionProviders(db, sessionId)).flatMap((p) => p.npis));
  const terms = (q.searchTerm ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const specialty = q.specialty?.toLowerCase();
  const found = rows
    .map((r) => ({
      r,
      distance: roundMiles(distanceMiles(area.latitude, area.longitude, r.latitude, r.longitude)),
    }))
    .filter(({ r, distance }) => {
      if (distance > q.radius || selected.has(r.npi)) return false;
      if (specialty && r.specialty.toLowerCase() !== specialty) return false;
      const text = `${r.presentation_name} ${r.specialty}`.toLowerCase();
      return terms.every((t) => text.includes(t));
    })
    .sort((a, b) => a.distance - b.distance || a.r.presentation_name.localeCompare(b.r.presentation_name));
  const providers = found.slice(q.skip, q.skip + q.take).map(
    ({ r, distance }): ProviderSearchResult => ({
      npis: [r.npi],
      presentation_name: r.presentation_name,
      specialty: r.specialty,
      address: {
        street_line_1: r.street1,
        street_line_2: r.street2,
        city: r.city,
        state: r.state,
        zip: r.zip,
      },
      gender: r.gender,
      languages: r.languages,
      isPcp: r.is_pcp,
      distance,
      sample: true,
    }),
  );
  return { providers, meta: { total: found.length } };
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
