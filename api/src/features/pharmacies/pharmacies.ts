/** Pharmacy search around a ZIP and the session's selected pharmacies. */
import type { Pharmacy, PharmacySearchQuery } from 'shared-contracts/api';
import type { Queryable } from '../../db/db';
import { fieldError } from '../../http/errors';
import { API_MESSAGES, MAX_SESSION_PHARMACIES } from '../../http/messages';
import { distanceMiles, roundMiles, type StreetPlace } from '../../reference-data/geo';
import type { Area } from '../county-data/public';

export interface PharmacyRow extends StreetPlace {
  pharmacy_record_id: string;
  name: string;
  phone: string;
  is_mail_order: boolean;
  is_24_hours: boolean;
}

export const toPharmacy = (r: PharmacyRow): Omit<Pharmacy, 'distance'> => ({
  pharmacyRecordID: r.pharmacy_record_id,
  name: r.name,
  address: { street: r.street, city: r.city, state: r.state, zip: r.zip },
  phone: r.phone,
  latitude: r.latitude,
  longitude: r.longitude,
  isMailOrder: r.is_mail_order,
  is24Hours: r.is_24_hours,
  sample: true,
});

const distanceFrom = (area: Area, r: PharmacyRow) =>
  r.is_mail_order ? 0 : roundMiles(distanceMiles(area.latitude, area.longitude, r.latitude, r.longitude));

export const searchPharmacies = async (db: Queryable, area: Area, q: PharmacySearchQuery) => {
  const rows = q.mailOrder
    ? await db.query<PharmacyRow>('select * from ref_pharmacies where is_mail_order order by name')
    : await db.query<PharmacyRow>('select * from ref_pharmacies where fips = any($1::text[])', [area.fips]);
  const name = q.name?.toLowerCase();
  const found = rows
    .map((r) => ({
      ...toPharmacy(r),
      distance: distanceFrom(area, r),
    }))
    .filter((p) => (q.mailOrder || p.distance <= q.radius) && (!name || p.name.toLowerCase().includes(name)))
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name));
  return { pharmacyList: found.slice(q.skip, q.skip + q.take), total: found.length };
};

/** One pharmacy with its distance from the area, or null when the id is unknown. */
export const readPharmacy = async (db: Queryable, area: Area, id: string): Promise<Pharmacy | null> => {
  const [row] = await db.query<PharmacyRow>('select * from ref_pharmacies where pharmacy_record_id = $1', [
    id,
  ]);
  if (!row) return null;
  return { ...toPharmacy(row), distance: distanceFrom(area, row) };
};

export const readSessionPharmacies = async (db: Queryable, sessionId: string) =>
  (
    await db.query<PharmacyRow>(
      `select p.* from session_pharmacies s join ref_pharmacies p on p.pharmacy_record_id = s.pharmacy_record_id
        where s.session_id = $1 order by s.created_at, p.pharmacy_record_id`,
      [sessionId],
    )
  ).map(toPharmacy);

export const addSessionPharmacies = async (
  db: Queryable,
  sessionId: string,
  ids: string[],
  updatedBy: string,
) => {
  const unique = [...new Set(ids)];
  const known = await db.query<{ pharmacy_record_id: string }>(
    'select pharmacy_record_id from ref_pharmacies where pharmacy_record_id = any($1::text[])',
    [unique],
  );
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
     select $1, id, $3 from unnest($2::text[]) as t(id)
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
