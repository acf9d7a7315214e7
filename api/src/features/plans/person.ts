/**
 * What the plans feature needs of a session: its drugs (priced), pharmacies, doctors and whether the
 * person gets Extra Help. Read on every
 * plan search, so remembered per session with the session's lists_version, which the database moves on
 * with every change to those lists and to Extra Help (sessions/migrations/002, 003) and the session check of the call has just
 * read: the lists are read again only when they changed.
 */

import { LRUCache } from 'lru-cache';
import type { DosageFrequency, ExtraHelpLevel } from 'shared-contracts/api';
import type { Queryable } from '../../db/db';
import type { SessionCaller } from '../../http/routes';
import { dosagesByNdc } from '../drugs/public';
import type { PersonDrug, PersonPharmacy, PersonProvider } from './plan-costs';

export interface Person {
  drugs: PersonDrug[];
  pharmacies: PersonPharmacy[];
  providers: PersonProvider[];
  extraHelp: ExtraHelpLevel | null;
}

interface PersonRow {
  version: string;
  extra_help: ExtraHelpLevel | null;
  dosages: { id: string; ndc: string; quantity: number; frequency: DosageFrequency }[] | null;
  pharmacies: { pharmacy_record_id: string; name: string; is_mail_order: boolean }[] | null;
  providers: { uuid: string; npis: string[]; presentation_name: string }[] | null;
}

/** The lists and their version in one statement, so they are of one moment. */
const PERSON_SQL = `select
   (select lists_version::text from sessions where id = $1) as version,
   (select level from session_extra_help where session_id = $1) as extra_help,
   (select json_agg(json_build_object('id', d.id, 'ndc', d.ndc, 'quantity', d.quantity, 'frequency', d.frequency)
           order by d.created_at, d.id)
      from session_dosages d where d.session_id = $1) as dosages,
   (select json_agg(json_build_object('pharmacy_record_id', p.npi, 'name', p.organization_name,
           'is_mail_order', p.taxonomy = '3336M0002X') order by s.added_order)
      from session_pharmacies s join npi_providers p on p.npi = s.pharmacy_record_id and p.kind = 'pharmacy'
     where s.session_id = $1) as pharmacies,
   (select json_agg(json_build_object('uuid', v.uuid, 'npis', v.npis, 'presentation_name', v.presentation_name)
           order by v.created_at, v.uuid)
      from session_providers v where v.session_id = $1) as providers`;

/** The session's drugs, pharmacies, doctors and Extra Help as stored now, and the lists_version they are at. */
const readVersionedPerson = async (
  db: Queryable,
  sessionId: string,
): Promise<{ version: string | null; person: Person }> => {
  const [row] = await db.query<PersonRow>(PERSON_SQL, [sessionId]);
  const ndcs = (row?.dosages ?? []).map((d) => d.ndc);
  const dosages = await dosagesByNdc(db, ndcs);
  const person: Person = {
    drugs: (row?.dosages ?? []).flatMap((d) => {
      const dosage = dosages.get(d.ndc);
      if (!dosage) return [];
      return [
        {
          dosageRecordID: d.id,
          ndc: d.ndc,
          ndc11: d.ndc.replace(/-/g, ''),
          drugId: dosage.drug.id,
          drugName: dosage.drug.name,
          quantity: d.quantity,
          frequency: d.frequency,
          // A dosage no plan prices (its NDC in no pricing file row) stays in the list, priced by none.
          unitPrice: dosage.unitPrice ?? null,
          isInsulin: dosage.drug.isInsulin,
          isBrand: dosage.drug.isBrand,
        },
      ];
    }),
    pharmacies: (row?.pharmacies ?? []).map((p) => ({
      pharmacyRecordID: p.pharmacy_record_id,
      name: p.name,
      isMailOrder: p.is_mail_order,
    })),
    providers: (row?.providers ?? []).map((p) => ({ uuid: p.uuid, npis: p.npis, name: p.presentation_name })),
    extraHelp: row?.extra_help ?? null,
  };
  return { version: row?.version ?? null, person };
};

const frozen = (p: Person): Person => {
  for (const list of [p.drugs, p.pharmacies, p.providers]) {
    for (const item of list) Object.freeze(item);
    Object.freeze(list);
  }
  return Object.freeze(p);
};

/** Sessions whose lists are remembered, per database (a few KB each). */
export const REMEMBERED_PEOPLE = 10_000;

/**
 * personAt over one remembered set of sessions, bounded by `max` (least recently used first out). The
 * people handed out are shared between requests and never changed.
 */
export const personReader = (max: number) => {
  const remembered = new WeakMap<Queryable, LRUCache<string, { version: string; person: Person }>>();
  return async (db: Queryable, session: Omit<SessionCaller, 'kind'>): Promise<Person> => {
    let people = remembered.get(db);
    if (!people) {
      people = new LRUCache({ max });
      remembered.set(db, people);
    }
    const known = people.get(session.sessionId);
    if (known?.version === session.listsVersion) return known.person;
    const { version, person } = await readVersionedPerson(db, session.sessionId);
    if (version !== null) people.set(session.sessionId, { version, person: frozen(person) });
    return person;
  };
};

/**
 * The session's drugs, pharmacies and doctors at the lists_version its session check read (every plan
 * search and plan detail needs them).
 */
export const personAt = personReader(REMEMBERED_PEOPLE);

/** The session's drugs, pharmacies and doctors as stored now. */
export const readPerson = async (db: Queryable, sessionId: string): Promise<Person> =>
  (await readVersionedPerson(db, sessionId)).person;
