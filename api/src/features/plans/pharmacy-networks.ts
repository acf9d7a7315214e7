/**
 * The person's pharmacies in the plans' networks, from the Part D pharmacy networks file
 * (`part_d_pharmacy_networks`): a row of the plan (CONTRACT_ID, PLAN_ID, SEGMENT_ID) naming the pharmacy
 * (PHARMACY_NUMBER, the NPI after two leading digits) in its service area (IN_AREA_FLAG 1). Retail when
 * PHARMACY_RETAIL is Y, preferred when PREFERRED_STATUS_RETAIL is Y; mail order likewise. No row: out of
 * network.
 */
import type { Queryable } from '../../db/db';

export type NetworkTier = 'preferred' | 'standard';

export interface NetworkStatus {
  retail?: NetworkTier;
  mail?: NetworkTier;
}

interface NetworkRow {
  contract_id: string;
  plan_id: string;
  segment_id: string;
  npi: string;
  pharmacy_retail: string;
  pharmacy_mail: string;
  preferred_status_retail: string | null;
  preferred_status_mail: string | null;
}

const better = (a: NetworkTier | undefined, b: NetworkTier | undefined) =>
  a === 'preferred' || b === 'preferred' ? 'preferred' : (a ?? b);

/** Plan id → NPI → status, for these plans and pharmacies (NPIs) in the contract year. */
export const readPharmacyNetworks = async (
  db: Queryable,
  year: number,
  plans: readonly { id: string; contractID: string; planID: string; segmentID: string }[],
  npis: readonly string[],
): Promise<Map<string, Map<string, NetworkStatus>>> => {
  const networks = new Map<string, Map<string, NetworkStatus>>();
  if (plans.length === 0 || npis.length === 0) return networks;
  const rows = await db.query<NetworkRow>(
    `select contract_id, plan_id, segment_id, right(pharmacy_number, 10) as npi, pharmacy_retail, pharmacy_mail,
            preferred_status_retail, preferred_status_mail
       from part_d_pharmacy_networks
      where contract_year = $5 and in_area_flag = 1 and right(pharmacy_number, 10) = any($4::text[])
        and (contract_id, plan_id, segment_id) in (select * from unnest($1::text[], $2::text[], $3::text[]))`,
    [plans.map((p) => p.contractID), plans.map((p) => p.planID), plans.map((p) => p.segmentID), npis, year],
    { name: 'plans.pharmacy-networks' },
  );
  for (const r of rows) {
    const id = `${r.contract_id}${r.plan_id}${r.segment_id}`;
    const byNpi = networks.get(id) ?? new Map<string, NetworkStatus>();
    const known = byNpi.get(r.npi) ?? {};
    const retail: NetworkTier | undefined =
      r.pharmacy_retail === 'Y' ? (r.preferred_status_retail === 'Y' ? 'preferred' : 'standard') : undefined;
    const mail: NetworkTier | undefined =
      r.pharmacy_mail === 'Y' ? (r.preferred_status_mail === 'Y' ? 'preferred' : 'standard') : undefined;
    const status: NetworkStatus = {};
    const bestRetail = better(known.retail, retail);
    const bestMail = better(known.mail, mail);
    if (bestRetail) status.retail = bestRetail;
    if (bestMail) status.mail = bestMail;
    byNpi.set(r.npi, status);
    networks.set(id, byNpi);
  }
  return networks;
};
