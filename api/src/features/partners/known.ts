import type { Queryable } from '../../db/db';
import { fieldError } from '../../http/errors';
import { API_MESSAGES } from '../../http/messages';

const UNKNOWN_PARTNER = API_MESSAGES.unknownPartner;

/** A lead, a call-tracking update or a page view naming a partner names one we have (400 otherwise). */
export const assertKnownPartner = async (db: Queryable, partnerId: string | undefined) => {
  if (!partnerId) return;
  const known = await db.query('select 1 from partners where id = $1', [partnerId]);
  if (known.length === 0) throw fieldError('partnerId', UNKNOWN_PARTNER);
};
