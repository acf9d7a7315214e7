/**
 * Where each carrier takes enrollments: a per-carrier address table (configuration). A Medicare plan's
 * carrier is its CMS contract (H1234, S5678); a Medigap carrier has an id of its own. Defaults point at
 * the api's development carrier landing page; CARRIER_ENROLLMENT_JSON ({"<carrier id or contract>":
 * "https://..."}) and API_PUBLIC_URL override them.
 */
import { endpoints } from 'shared-contracts/endpoints';
import { servedPath } from '../../http/routes';
import { CARRIERS } from '../../reference-data/carriers';

/** A CMS contract number: the carrier of a Medicare Advantage or Part D plan. */
export const CONTRACT_ID = /^[EHRS]\d{4}$/;

const landingOf = (base: string, carrierId: string) =>
  `${base}${servedPath(endpoints.enrollment.devCarrierLanding, { carrierId })}`;

export const carrierEnrollmentTable = (
  env: Record<string, string | undefined> = process.env,
): Map<string, string> => {
  const base = (env.API_PUBLIC_URL || 'http://localhost:4000').replace(/\/$/, '');
  const table = new Map(CARRIERS.map((c) => [c.id, landingOf(base, c.id)]));
  if (env.CARRIER_ENROLLMENT_JSON) {
    const overrides = JSON.parse(env.CARRIER_ENROLLMENT_JSON) as Record<string, string>;
    for (const [id, url] of Object.entries(overrides)) {
      if (!table.has(id) && !CONTRACT_ID.test(id))
        throw new Error(`CARRIER_ENROLLMENT_JSON: unknown carrier ${id}`);
      if (!/^https?:\/\//.test(url)) throw new Error(`CARRIER_ENROLLMENT_JSON: ${id} needs an http(s) url`);
      table.set(id, url);
    }
  }
  return table;
};

let table: Map<string, string> | null = null;
export const enrollmentUrlFor = (carrierId: string): string => {
  table ??= carrierEnrollmentTable();
  const base = (process.env.API_PUBLIC_URL || 'http://localhost:4000').replace(/\/$/, '');
  const url = table.get(carrierId) ?? (CONTRACT_ID.test(carrierId) ? landingOf(base, carrierId) : undefined);
  if (!url) throw new Error(`no enrollment address for carrier ${carrierId}`);
  return url;
};

/** A carrier named by id or by name (case-insensitive). */
export const carrierIdOf = (nameOrId: string): string | null => {
  const key = nameOrId.trim().toLowerCase();
  return CARRIERS.find((c) => c.id === key || c.name.toLowerCase() === key)?.id ?? null;
};

/** An MBI shown on the development landing page: only its last four characters. */
export const maskMbi = (mbi: string): string => `****-***-${mbi.slice(-4)}`;
