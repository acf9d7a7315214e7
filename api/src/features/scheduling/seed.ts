/**
 * SAMPLE DATA: the sample agents' working hours (wall clock in each agent's own time zone) and time off
 * (agency holidays and one agent's vacation).
 */
import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import type { Queryable } from '../../db/db';
import { SAMPLE_AGENTS } from '../agents/public';

const [maria, james, linh, robert] = SAMPLE_AGENTS;
const WEEKDAYS = [1, 2, 3, 4, 5];

export const SAMPLE_WORKING_HOURS: { agentUuid: string; weekday: number; start: string; end: string }[] = [
  ...WEEKDAYS.flatMap((weekday) => [
    { agentUuid: maria.uuid, weekday, start: '08:00', end: '12:00' },
    { agentUuid: maria.uuid, weekday, start: '13:00', end: '17:00' },
  ]),
  ...[1, 2, 3, 4].map((weekday) => ({ agentUuid: james.uuid, weekday, start: '09:00', end: '18:00' })),
  { agentUuid: james.uuid, weekday: 6, start: '09:00', end: '13:00' },
  ...[2, 3, 4, 5, 6].flatMap((weekday) => [
    { agentUuid: linh.uuid, weekday, start: '10:00', end: '12:30' },
    { agentUuid: linh.uuid, weekday, start: '13:00', end: '16:00' },
  ]),
  ...WEEKDAYS.map((weekday) => ({ agentUuid: robert.uuid, weekday, start: '09:00', end: '17:00' })),
];

/** Whole local days off, in each agent's own time zone. */
const HOLIDAYS = ['2026-11-26', '2026-12-25', '2027-01-01', '2027-05-31', '2027-07-05', '2027-11-25'];
const VACATIONS = [{ agentUuid: linh.uuid, from: '2026-12-21', to: '2026-12-31', reason: 'Vacation' }];

/** [start, end) of whole local days, from `from` through `to`, in the time zone. */
const localDays = (from: string, to: string, timeZone: string) => {
  const midnight = (day: string) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return new TZDate(y, m - 1, d, timeZone);
  };
  return {
    startsAt: new Date(midnight(from).getTime()),
    endsAt: new Date(addDays(midnight(to), 1).getTime()),
  };
};

export const sampleTimeOff = () =>
  SAMPLE_AGENTS.flatMap((agent) => [
    ...HOLIDAYS.map((day) => ({
      agentUuid: agent.uuid,
      ...localDays(day, day, agent.timeZone),
      reason: 'Agency holiday',
    })),
    ...VACATIONS.filter((v) => v.agentUuid === agent.uuid).map((v) => ({
      agentUuid: agent.uuid,
      ...localDays(v.from, v.to, agent.timeZone),
      reason: v.reason,
    })),
  ]);

export const seedScheduling = async (tx: Queryable) => {
  const agents = SAMPLE_AGENTS.map((a) => a.uuid);
  await tx.query('delete from agent_working_hours where agent_uuid = any($1::uuid[])', [agents]);
  await tx.query('delete from agent_time_off where agent_uuid = any($1::uuid[])', [agents]);
  await tx.query(
    `insert into agent_working_hours (agent_uuid, weekday, start_time, end_time)
     select * from unnest($1::uuid[], $2::int[], $3::text[], $4::text[])`,
    [
      SAMPLE_WORKING_HOURS.map((h) => h.agentUuid),
      SAMPLE_WORKING_HOURS.map((h) => h.weekday),
      SAMPLE_WORKING_HOURS.map((h) => h.start),
      SAMPLE_WORKING_HOURS.map((h) => h.end),
    ],
  );
  const off = sampleTimeOff();
  await tx.query(
    `insert into agent_time_off (id, agent_uuid, starts_at, ends_at, reason)
     select * from unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::timestamptz[], $5::text[])`,
    [
      off.map(() => randomUUID()),
      off.map((o) => o.agentUuid),
      off.map((o) => o.startsAt.toISOString()),
      off.map((o) => o.endsAt.toISOString()),
      off.map((o) => o.reason),
    ],
  );
};
