/**
 * SAMPLE DATA: fictional licensed agents with fictional (555-01xx) phone numbers and example.com-style
 * e-mails, each in their own time zone (one works from Florida, where clocks change; Arizona's do not),
 * each appointed with most of the Medigap carriers under a fictional writing number.
 */
import { DEFAULT_AGENT_TITLE } from 'shared-contracts';
import type { Queryable } from '../../db/db';
import { CARRIERS } from '../../reference-data/carriers';
import { hashString } from '../../reference-data/prng';

export const SAMPLE_AGENTS = [
  {
    uuid: '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a60',
    firstName: 'Maria',
    lastName: 'Alvarez',
    email: 'maria.alvarez@agents.example',
    title: 'Senior Licensed Medicare Agent',
    phone: '(602) 555-0142',
    timeZone: 'America/Phoenix',
    meetingKinds: ['phone', 'video'],
  },
  {
    uuid: '0b7e4c1d-2a3f-4b5c-9d8e-7f6a5b4c3d21',
    firstName: 'James',
    lastName: 'Whitaker',
    email: 'james.whitaker@agents.example',
    title: DEFAULT_AGENT_TITLE,
    phone: '(480) 555-0117',
    timeZone: 'America/Phoenix',
    meetingKinds: ['phone'],
  },
  {
    uuid: 'c4d5e6f7-8a9b-4c0d-a1e2-f3a4b5c6d7e8',
    firstName: 'Linh',
    lastName: 'Tran',
    email: 'linh.tran@agents.example',
    title: DEFAULT_AGENT_TITLE,
    phone: '(520) 555-0189',
    timeZone: 'America/Phoenix',
    meetingKinds: ['phone', 'video'],
  },
  {
    uuid: '5e8d2f4a-7b1c-4d9e-a3f6-2b8c9d0e1f37',
    firstName: 'Robert',
    lastName: 'Okafor',
    email: 'robert.okafor@agents.example',
    title: DEFAULT_AGENT_TITLE,
    phone: '(305) 555-0126',
    timeZone: 'America/New_York',
    meetingKinds: ['phone', 'video'],
  },
] as const;

/** An agent's sample appointments: about two in three Medigap carriers, each with a writing number. */
export const sampleWritingNumbers = (agentUuid: string) =>
  CARRIERS.filter((c) => c.lines.includes('MEDIGAP') && hashString(`${agentUuid}|${c.id}`) % 3 !== 0).map(
    (c) => ({
      carrierId: c.id,
      writingNumber: `W${String(hashString(`writing|${agentUuid}|${c.id}`) % 10_000_000).padStart(7, '0')}`,
    }),
  );

export const seedAgents = async (tx: Queryable) => {
  await tx.query(
    `insert into agents (uuid, first_name, last_name, title, phone, photo_link, time_zone, meeting_kinds)
     select t.uuid, t.first_name, t.last_name, t.title, t.phone, t.photo_link, t.time_zone,
            string_to_array(t.kinds, ',')
       from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
         as t(uuid, first_name, last_name, title, phone, photo_link, time_zone, kinds)
     on conflict (uuid) do update set first_name = excluded.first_name, last_name = excluded.last_name,
       title = excluded.title, phone = excluded.phone, photo_link = excluded.photo_link,
       time_zone = excluded.time_zone, meeting_kinds = excluded.meeting_kinds`,
    [
      SAMPLE_AGENTS.map((a) => a.uuid),
      SAMPLE_AGENTS.map((a) => a.firstName),
      SAMPLE_AGENTS.map((a) => a.lastName),
      SAMPLE_AGENTS.map((a) => a.title),
      SAMPLE_AGENTS.map((a) => a.phone),
      SAMPLE_AGENTS.map(() => null),
      SAMPLE_AGENTS.map((a) => a.timeZone),
      SAMPLE_AGENTS.map((a) => a.meetingKinds.join(',')),
    ],
  );
  for (const agent of SAMPLE_AGENTS) {
    await tx.query('update agents set email = $2 where uuid = $1', [agent.uuid, agent.email]);
    await tx.query('delete from agent_writing_numbers where agent_uuid = $1', [agent.uuid]);
    for (const { carrierId, writingNumber } of sampleWritingNumbers(agent.uuid))
      await tx.query(
        'insert into agent_writing_numbers (agent_uuid, carrier_id, writing_number) values ($1, $2, $3)',
        [agent.uuid, carrierId, writingNumber],
      );
  }
};
