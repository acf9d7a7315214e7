/** Store an enrollment hand-off and build the carrier link (cntr.url + cntr.parameters). */
import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from 'shared-contracts';
import type { Queryable } from '../../db/db';
import { enrollmentUrlFor } from './carrier-enrollment';

export interface HandOff {
  sessionId: string;
  kind: 'medicare' | 'medigap';
  planId: string;
  planName: string;
  carrierId: string;
  fips: string;
  enrollee: Record<string, unknown>;
  medicareId: string | null;
  effectiveDate: string;
  effectiveDates: string[];
}

/** `language`: the request's, which the carrier link carries on (`handOffLink`). */
export const storeHandOff = async (db: Queryable, h: HandOff, language: Language) => {
  const id = randomUUID();
  await db.query(
    `insert into plan_enrollments
       (id, session_id, kind, plan_id, plan_name, carrier_id, fips, enrollee, medicare_id, effective_date, effective_dates)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11::jsonb)`,
    [
      id,
      h.sessionId,
      h.kind,
      h.planId,
      h.planName,
      h.carrierId,
      h.fips,
      JSON.stringify(h.enrollee),
      h.medicareId,
      h.effectiveDate,
      JSON.stringify(h.effectiveDates),
    ],
  );
  return handOffLink(
    { id, carrier_id: h.carrierId, plan_id: h.planId, effective_date: h.effectiveDate },
    language,
  );
};

/**
 * The carrier link of a stored hand-off: cntr.url and cntr.parameters. A Spanish visit's link says
 * `lang=es` (as the suite's own addresses do), so the carrier's page can greet the person in Spanish.
 */
export const handOffLink = (
  h: Pick<StoredHandOff, 'id' | 'carrier_id' | 'plan_id' | 'effective_date'>,
  language: Language = DEFAULT_LANGUAGE,
) => ({
  enrollmentId: h.id,
  url: enrollmentUrlFor(h.carrier_id),
  // Only an opaque hand-off id travels in the link: no personal data in URLs (they end up in logs).
  parameters: {
    handoff: h.id,
    planId: h.plan_id,
    effectiveDate: h.effective_date,
    ...(language === DEFAULT_LANGUAGE ? {} : { lang: language }),
  },
});

/** The session's most recent hand-off of a kind (the one a broker's authorize step continues). */
export const latestHandOff = async (db: Queryable, sessionId: string, kind: HandOff['kind']) => {
  const [row] = await db.query<StoredHandOff>(
    'select * from plan_enrollments where session_id = $1 and kind = $2 order by created_at desc limit 1',
    [sessionId, kind],
  );
  return row ?? null;
};

export interface StoredHandOff {
  id: string;
  kind: string;
  plan_id: string;
  plan_name: string;
  carrier_id: string;
  enrollee: { firstName?: string; lastName?: string; zip?: string };
  medicare_id: string | null;
  effective_date: string;
  created_at: Date;
}

export const readHandOff = async (db: Queryable, id: string, carrierId: string) => {
  const [row] = await db.query<StoredHandOff>(
    'select * from plan_enrollments where id = $1 and carrier_id = $2',
    [id, carrierId],
  );
  return row ?? null;
};
