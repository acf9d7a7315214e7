/** What the plans feature needs of a session: its drugs (priced), pharmacies and doctors. */
import type { DosageFrequency } from 'shared-contracts/api';
import type { Queryable } from '../../db/db';
import { cachedReference } from '../county-data/public';
import { catalogueOf } from '../drugs/public';
import type { FormularyLookup, PersonDrug, PersonPharmacy, PersonProvider } from './plan-costs';

export interface Person {
  drugs: PersonDrug[];
  pharmacies: PersonPharmacy[];
  providers: PersonProvider[];
}

interface PersonRow {
  dosages: { id: string; ndc: string; quantity: number; frequency: DosageFrequency }[] | null;
  pharmacies: { pharmacy_record_id: string; name: string; is_mail_order: boolean }[] | null;
  providers: { uuid: string; npis: string[]; presentation_name: string }[] | null;
}

/** The session's drugs, pharmacies and doctors in one round trip (this runs on every plan search). */
export const readPerson = async (db: Queryable, sessionId: string): Promise<Person> => {
  const [catalogue, [row]] = await Promise.all([
    catalogueOf(db),
    db.query<PersonRow>(
      `select
         (select json_agg(json_build_object('id', d.id, 'ndc', d.ndc, 'quantity', d.quantity, 'frequency', d.frequency)
                 order by d.created_at, d.id)
            from session_dosages d where d.session_id = $1) as dosages,
         (select json_agg(json_build_object('pharmacy_record_id', p.pharmacy_record_id, 'name', p.name,
                 'is_mail_order', p.is_mail_order) order by s.created_at, p.pharmacy_record_id)
            from session_pharmacies s join ref_pharmacies p on p.pharmacy_record_id = s.pharmacy_record_id
           where s.session_id = $1) as pharmacies,
         (select json_agg(json_build_object('uuid', v.uuid, 'npis', v.npis, 'presentation_name', v.presentation_name)
                 order by v.created_at, v.uuid)
            from session_providers v where v.session_id = $1) as providers`,
      [sessionId],
    ),
  ]);
  return {
    drugs: (row?.dosages ?? []).flatMap((d) => {
      const hit = catalogue.byNdc.get(d.ndc);
      if (!hit) return [];
      return [
        {
          dosageRecordID: d.id,
          ndc: d.ndc,
          drugId: hit.drug.id,
          drugName: hit.drug.name,
          quantity: d.quantity,
          frequency: d.frequency,
          unitPrice: hit.dosage.unitPrice,
          isInsulin: hit.drug.isInsulin,
        },
      ];
    }),
    pharmacies: (row?.pharmacies ?? []).map((p) => ({
      pharmacyRecordID: p.pharmacy_record_id,
      name: p.name,
      isMailOrder: p.is_mail_order,
    })),
    providers: (row?.providers ?? []).map((p) => ({ uuid: p.uuid, npis: p.npis, name: p.presentation_name })),
  };
};

interface FormularyRow {
  drug_id: string;
  tier: number | null;
  prior_authorization: boolean;
  quantity_limit: boolean;
}
type Entry = ReturnType<FormularyLookup>;

/** A whole formulary, read once per process (formularies are reference data). */
const formularyOf = (db: Queryable, id: string) =>
  cachedReference(db, `formulary:${id}`, async () => {
    const rows = await db.query<FormularyRow>(
      'select drug_id, tier, prior_authorization, quantity_limit from ref_formulary_entries where formulary_id = $1',
      [id],
    );
    return new Map<string, Entry>(
      rows.map((r) => [
        r.drug_id,
        { tier: r.tier, priorAuthorization: r.prior_authorization, quantityLimit: r.quantity_limit },
      ]),
    );
  });

/** The given formularies as one lookup. */
export const formularyLookup = async (
  db: Queryable,
  formularyIds: readonly string[],
): Promise<FormularyLookup> => {
  const maps = new Map(
    await Promise.all(formularyIds.map(async (id) => [id, await formularyOf(db, id)] as const)),
  );
  return (formularyId, drugId) => maps.get(formularyId)?.get(drugId);
};
