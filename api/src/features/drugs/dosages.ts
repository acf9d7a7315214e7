/** The session's dosages (its drugs), keyed by the token's session id. */
import { randomUUID } from 'node:crypto';
import type { DosageFrequency, SaveDosageBody, SessionDosage } from 'shared-contracts/api';
import type { Queryable } from '../../db/db';
import { fieldError } from '../../http/errors';
import { API_MESSAGES } from '../../http/messages';
import { dosagesByNdc } from './catalogue';

interface Row {
  id: string;
  ndc: string;
  quantity: number;
  frequency: DosageFrequency;
  updated_by: string;
}

export const sessionDosageRows = (db: Queryable, sessionId: string) =>
  db.query<Row>(
    'select id, ndc, quantity, frequency, updated_by from session_dosages where session_id = $1 order by created_at, id',
    [sessionId],
  );

export const readSessionDosages = async (db: Queryable, sessionId: string): Promise<SessionDosage[]> => {
  const rows = await sessionDosageRows(db, sessionId);
  const dosages = await dosagesByNdc(
    db,
    rows.map((r) => r.ndc),
  );
  // A dosage the directory no longer lists (a newer import dropped it) is left out, not shown half-known.
  return rows.flatMap((r) => {
    const dosage = dosages.get(r.ndc);
    if (!dosage) return [];
    return [
      {
        dosageRecordID: r.id,
        drugId: dosage.drug.id,
        drugName: dosage.drug.name,
        ndc: r.ndc,
        connectureRecordId: dosage.connectureRecordId,
        label: dosage.label,
        quantity: r.quantity,
        frequency: r.frequency,
        isInsulin: dosage.drug.isInsulin,
        updatedBy: r.updated_by,
      },
    ];
  });
};

/** Add a dosage (or update the quantity of one already on the session). */
export const saveDosage = async (
  db: Queryable,
  sessionId: string,
  body: SaveDosageBody,
): Promise<SessionDosage[]> => {
  if (!(await dosagesByNdc(db, [body.ndc])).size) throw fieldError('ndc', API_MESSAGES.unknownNdc);
  await db.query(
    `insert into session_dosages (id, session_id, ndc, quantity, frequency, updated_by)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (session_id, ndc) do update
       set quantity = excluded.quantity, frequency = excluded.frequency, updated_by = excluded.updated_by`,
    [randomUUID(), sessionId, body.ndc, body.quantity, body.frequency, body.updatedBy],
  );
  return readSessionDosages(db, sessionId);
};

/** false when the record is not one of the session's. */
export const deleteDosage = async (db: Queryable, sessionId: string, recordId: string): Promise<boolean> =>
  (
    await db.query('delete from session_dosages where session_id = $1 and id = $2 returning id', [
      sessionId,
      recordId,
    ])
  ).length > 0;
