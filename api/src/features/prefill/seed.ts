/** SAMPLE DATA: a few fictional prefill records (example.com e-mail, 555-01xx phones). */
import type { ConsumerPrefill } from 'shared-contracts/api';
import type { Queryable } from '../../db/db';
import { SAMPLE_AGENTS } from '../agents/public';

export const SAMPLE_PREFILLS: (Omit<ConsumerPrefill, 'id'> & { id: string })[] = [
  {
    id: '3f0e9b1a-6c2d-4e8f-9a1b-2c3d4e5f6a7b',
    firstName: 'Dorothy',
    lastName: 'Sample',
    emailAddress: 'dorothy.sample@example.com',
    phoneNumber: '(602) 555-0164',
    dateOfBirth: '1960-04-12',
    gender: 'F',
    zip: '85004',
    fips: '04013',
    countyName: 'Maricopa',
    partAEffectiveDate: '2025-04-01',
    partBEffectiveDate: '2025-04-01',
    agentUuid: SAMPLE_AGENTS[0].uuid,
  },
  {
    id: '8a7b6c5d-4e3f-4a2b-8c1d-0e9f8a7b6c5d',
    firstName: 'Harold',
    lastName: 'Example',
    phoneNumber: '(480) 555-0133',
    zip: '85142',
    agentUuid: SAMPLE_AGENTS[1].uuid,
  },
  {
    id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
    firstName: 'Rosa',
    lastName: 'Sample',
    emailAddress: 'rosa.sample@example.com',
    zip: '33101',
  },
];

export const seedPrefills = async (tx: Queryable) => {
  for (const { id, agentUuid, ...data } of SAMPLE_PREFILLS) {
    await tx.query(
      `insert into consumer_prefills (id, agent_uuid, data) values ($1, $2, $3::jsonb)
       on conflict (id) do update set agent_uuid = excluded.agent_uuid, data = excluded.data`,
      [id, agentUuid ?? null, JSON.stringify(data)],
    );
  }
};
