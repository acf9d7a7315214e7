/** What the plans feature needs of a session: its drugs (priced), pharmacies and doctors. */
import type { DosageFrequency } from 'shared-contracts/api';
import type { Queryable } from '../../db/db';
import { catalogueOf } from '../drugs/catalogue';
import type { FormularyLookup, PersonDrug, PersonPharmacy, PersonProvider } from './plan-costs';

export interface Person {
  drugs: PersonDrug[];
  pharmacies: PersonPharmacy[];
  providers: PersonProvider[];
}

export const readPerson = async (db: Queryable, sessionId: string): Promise<Person> => {
  const [catalogue, dosages, pharmacies, providers] = await Promise.all([
    catalogueOf(db),
    db.query<{ id: string; ndc: string; quantity: number; frequency: DosageFrequency }>(
      'select id, ndc, quantity, frequency from session_dosages where session_id = $1 order by created_at, id',
      [sessionId],
    ),
    db.query<{ pharmacy_record_id: string; name: string; is_mail_order: boolean }>(
      `select p.pharmacy_record_id, p.name, p.is_mail_order
         from session_pharmacies s join ref_pharmacies p on p.pharmacy_record_id = s.pharmacy_record_id
        where s.session_id = $1 order by s.created_at, p.pharmacy_record_id`,
      [sessionId],
    ),
    db.query<{ uuid: string; npis: string[]; presentation_name: string }>(
      'select uuid, npis, presentation_name from session_providers where session_id = $1 order by created_at, uuid',
      [sessionId],
    ),
  ]);
  return {
    drugs: dosages.flatMap((d) => {
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
    pharmacies: pharmacies.map((p) => ({
      pharmacyRecordID: p.pharmacy_record_id,
      name: p.name,
      isMailOrder: p.is_mail_order,
    })),
    providers: providers.map((p) => ({ uuid: p.uuid, npis: p.npis, name: p.presentation_name })),
  };
};

/** The formulary entries of the person's drugs in the given formularies, as a lookup. */
export const formularyLookup = async (
  db: Queryable,
  formularyIds: readonly string[],
  drugIds: readonly string[],
): Promise<FormularyLookup> => {
  const rows =
    formularyIds.length && drugIds.length
      ? await db.query<{
          formulary_id: string;
          drug_id: string;
          tier: number | null;
          prior_authorization: boolean;
          quantity_limit: boolean;
        }>(
          `select formulary_id, drug_id, tier, prior_authorization, quantity_limit from ref_formulary_entries
            where formulary_id = any($1::text[]) and drug_id = any($2::text[])`,
          [[...formularyIds], [...drugIds]],
        )
      : [];
  const map = new Map(
    rows.map((r) => [
      `${r.formulary_id} ${r.drug_id}`,
      { tier: r.tier, priorAuthorization: r.prior_authorization, quantityLimit: r.quantity_limit },
    ]),
  );
  return (formularyId, drugId) => map.get(`${formularyId} ${drugId}`);
};
