/** SAMPLE DATA: fictional licensed agents with fictional (555-01xx) phone numbers. */
import { DEFAULT_AGENT_TITLE } from 'shared-contracts';
import type { Queryable } from '../../db/db';

export const SAMPLE_AGENTS = [
  {
    uuid: '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a60',
    firstName: 'Maria',
    lastName: 'Alvarez',
    title: 'Senior Licensed Medicare Agent',
    phone: '(602) 555-0142',
  },
  {
    uuid: '0b7e4c1d-2a3f-4b5c-9d8e-7f6a5b4c3d21',
    firstName: 'James',
    lastName: 'Whitaker',
    title: DEFAULT_AGENT_TITLE,
    phone: '(480) 555-0117',
  },
  {
    uuid: 'c4d5e6f7-8a9b-4c0d-a1e2-f3a4b5c6d7e8',
    firstName: 'Linh',
    lastName: 'Tran',
    title: DEFAULT_AGENT_TITLE,
    phone: '(520) 555-0189',
  },
] as const;

export const seedAgents = async (tx: Queryable) => {
  await tx.query(
    `insert into agents (uuid, first_name, last_name, title, phone, photo_link)
     select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
     on conflict (uuid) do update set first_name = excluded.first_name, last_name = excluded.last_name,
       title = excluded.title, phone = excluded.phone, photo_link = excluded.photo_link`,
    [
      SAMPLE_AGENTS.map((a) => a.uuid),
      SAMPLE_AGENTS.map((a) => a.firstName),
      SAMPLE_AGENTS.map((a) => a.lastName),
      SAMPLE_AGENTS.map((a) => a.title),
      SAMPLE_AGENTS.map((a) => a.phone),
      SAMPLE_AGENTS.map(() => null),
    ],
  );
};
