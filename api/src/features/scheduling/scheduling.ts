/**
 * Agents' calendars, bookable slots and meetings on the database. Booking is atomic in the database:
 * the availability check here ignores meetings already booked on purpose, and the unique index
 * meetings_one_per_agent_slot refuses the second booking of a slot (23505, answered 409).
 */
import { randomUUID } from 'node:crypto';
import { TZDate, tzOffset } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { MESSAGES } from 'shared-contracts';
import {
  type Agent,
  type BookMeetingBody,
  type Meeting,
  type MeetingKind,
  type RescheduleBody,
  SCHEDULING_MESSAGES,
  type SlotsResponse,
} from 'shared-contracts/api';
import type { Db, Queryable } from '../../db/db';
import {
  type AgentCalendar,
  agentSlots,
  type Interval,
  slotEnd,
  type WorkingHours,
} from '../../domain/meeting-slots';
import { conflict, fieldError, notFound } from '../../http/errors';
import { API_MESSAGES } from '../../http/messages';
import type { MeetingCaller } from '../../http/routes';
import { AGENT_COLUMNS, type AgentRow, agentFromRow } from '../agents/public';
import { timeZoneOfZip } from '../location/public';
import { MEETING_ERRORS } from './messages';

/** The earliest a meeting can start: far enough ahead for the agent to prepare. */
export const MIN_NOTICE_MINUTES = 120;

interface SchedulingAgentRow extends AgentRow {
  time_zone: string;
  meeting_kinds: MeetingKind[];
}

export interface SchedulingAgent {
  card: Agent;
  meetingKinds: MeetingKind[];
  calendar: AgentCalendar;
}

const SCHEDULING_AGENT_COLUMNS = `${AGENT_COLUMNS}, time_zone, meeting_kinds`;

/** Agents with working hours (optionally one), each with its calendar over the window. */
export const agentCalendars = async (
  db: Queryable,
  window: Interval,
  only?: { agentUuid?: string | undefined; kind?: MeetingKind | undefined },
): Promise<SchedulingAgent[]> => {
  const agents = await db.query<SchedulingAgentRow>(
    `select ${SCHEDULING_AGENT_COLUMNS} from agents a
      where exists (select 1 from agent_working_hours h where h.agent_uuid = a.uuid)
        and ($1::uuid is null or a.uuid = $1) and ($2::text is null or $2 = any(a.meeting_kinds))
      order by a.last_name, a.first_name`,
    [only?.agentUuid ?? null, only?.kind ?? null],
  );
  if (agents.length === 0) return [];
  const ids = agents.map((a) => a.uuid);
  const [hours, busy] = await Promise.all([
    db.query<{ agent_uuid: string; weekday: number; start_time: string; end_time: string }>(
      'select agent_uuid, weekday, start_time, end_time from agent_working_hours where agent_uuid = any($1::uuid[])',
      [ids],
    ),
    db.query<{ agent_uuid: string; starts_at: Date; ends_at: Date; off: boolean }>(
      `select agent_uuid, starts_at, ends_at, true as off from agent_time_off
        where agent_uuid = any($1::uuid[]) and starts_at < $3 and ends_at > $2
       union all
       select agent_uuid, starts_at, ends_at, false from meetings
        where agent_uuid = any($1::uuid[]) and status = 'booked' and starts_at < $3 and ends_at > $2`,
      [ids, window.start.toISOString(), window.end.toISOString()],
    ),
  ]);
  return agents.map((a) => {
    const mine = busy.filter((b) => b.agent_uuid === a.uuid);
    const interval = (b: (typeof busy)[number]) => ({
      start: new Date(b.starts_at),
      end: new Date(b.ends_at),
    });
    return {
      card: agentFromRow(a),
      meetingKinds: a.meeting_kinds,
      calendar: {
        timeZone: a.time_zone,
        workingHours: hours
          .filter((h) => h.agent_uuid === a.uuid)
          .map((h): WorkingHours => ({ weekday: h.weekday, start: h.start_time, end: h.end_time })),
        timeOff: mine.filter((b) => b.off).map(interval),
        booked: mine.filter((b) => !b.off).map(interval),
      },
    };
  });
};

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The instant as wall-clock time in the zone, with its offset: 2026-11-24T09:00:00-07:00. Written out
 * from the zone's offset (one Intl call) because it runs for every listed slot.
 */
export const localIso = (instant: Date, timeZone: string) => {
  const offset = tzOffset(timeZone, instant);
  const wall = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  if (offset === 0) return `${wall}Z`;
  const abs = Math.abs(offset);
  return `${wall}${offset < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
};

const earliestStart = (now: Date) => new Date(now.getTime() + MIN_NOTICE_MINUTES * 60_000);

export const personTimeZone = async (db: Queryable, zip: string): Promise<string> => {
  const zone = await timeZoneOfZip(db, zip);
  if (!zone) throw fieldError('zip', MESSAGES.zip);
  return zone;
};

export interface SlotQuery {
  zip: string;
  from?: string | undefined;
  days: number;
  kind?: MeetingKind | undefined;
  agentUuid?: string | undefined;
}

/** Free slots of every agent (or one), grouped by the person's local day. */
export const listSlots = async (db: Queryable, q: SlotQuery, now: Date): Promise<SlotsResponse> => {
  const timeZone = await personTimeZone(db, q.zip);
  const [y, m, d] = (q.from ?? format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd'))
    .split('-')
    .map(Number);
  const firstDay = new TZDate(y as number, (m as number) - 1, d as number, timeZone);
  const window = {
    start: new Date(Math.max(firstDay.getTime(), earliestStart(now).getTime())),
    end: new Date(addDays(firstDay, q.days).getTime()),
  };
  const agents = await agentCalendars(db, window, { agentUuid: q.agentUuid, kind: q.kind });
  if (q.agentUuid && agents.length === 0) {
    const known = await db.query('select 1 from agents where uuid = $1', [q.agentUuid]);
    if (known.length === 0) throw fieldError('agentUuid', API_MESSAGES.unknownAgent);
  }
  const slots = agents
    .flatMap((a) =>
      window.start < window.end ? agentSlots(a.calendar, window).map((start) => ({ start, agent: a })) : [],
    )
    .sort(
      (a, b) =>
        a.start.getTime() - b.start.getTime() || a.agent.card.lastName.localeCompare(b.agent.card.lastName),
    );
  const days = new Map<string, SlotsResponse['days'][number]['slots']>();
  for (const { start, agent } of slots) {
    const local = localIso(start, timeZone);
    const date = local.slice(0, 10);
    const list = days.get(date) ?? [];
    days.set(date, list);
    list.push({
      startsAt: start.toISOString(),
      endsAt: slotEnd(start).toISOString(),
      localStart: local,
      agentUuid: agent.card.agentUuid,
      meetingKinds: agent.meetingKinds,
    });
  }
  return {
    timeZone,
    zip: q.zip,
    agents: agents.map((a) => ({ ...a.card, meetingKinds: a.meetingKinds })),
    days: [...days].map(([date, list]) => ({ date, slots: list })),
  };
};

/**
 * The agent, when `start` is one of their slots by working hours, time off and notice. Booked meetings
 * are NOT looked at: the database's unique index decides between bookings of one slot.
 */
const bookableAgent = async (db: Queryable, agentUuid: string, kind: MeetingKind, start: Date, now: Date) => {
  const window = { start, end: slotEnd(start) };
  const [agent] = await agentCalendars(db, window, { agentUuid });
  if (!agent) {
    const known = await db.query('select 1 from agents where uuid = $1', [agentUuid]);
    if (known.length === 0) throw fieldError('agentUuid', API_MESSAGES.unknownAgent);
    throw conflict(SCHEDULING_MESSAGES.slotUnavailable);
  }
  if (!agent.meetingKinds.includes(kind)) throw fieldError('kind', SCHEDULING_MESSAGES.kindUnavailable);
  const free =
    start >= earliestStart(now) && agentSlots({ ...agent.calendar, booked: [] }, window).length === 1;
  if (!free) throw conflict(SCHEDULING_MESSAGES.slotUnavailable);
  return agent;
};

const isSlotTaken = (error: unknown) =>
  !!error && typeof error === 'object' && 'code' in error && error.code === '23505';

interface Contact {
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
  zip: string;
  accountId: string | null;
}

/** Who the agent will meet: the session's lead, else the member account that owns the session. */
const contactOf = async (db: Queryable, sessionId: string): Promise<Contact | null> => {
  const [row] = await db.query<{
    first_name: string;
    last_name: string;
    phone: string | null;
    email: string | null;
    zip: string;
    account_id: string | null;
  }>(
    `select coalesce(l.first_name, a.first_name) as first_name, coalesce(l.last_name, a.last_name) as last_name,
            coalesce(l.phone, a.phone) as phone, coalesce(l.email, a.email) as email,
            coalesce(l.zip, a.zip, s.zip) as zip, o.account_id
       from sessions s
       left join leads l on l.session_id = s.id
       left join member_opportunities o on o.session_id = s.id
       left join member_accounts a on a.id = o.account_id
      where s.id = $1`,
    [sessionId],
  );
  if (!row?.first_name || !row.phone || !row.zip) return null;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    email: row.email,
    zip: row.zip,
    accountId: row.account_id,
  };
};

interface MeetingRow extends SchedulingAgentRow {
  id: string;
  agent_uuid: string;
  starts_at: Date;
  ends_at: Date;
  kind: MeetingKind;
  status: 'booked' | 'cancelled';
  session_id: string | null;
  account_id: string | null;
  contact_first_name: string;
  contact_last_name: string;
  contact_phone: string;
  meeting_time_zone: string;
  attendance_confirmed_at: Date | null;
  sequence: number;
}

const readMeetingRow = async (db: Queryable, meetingId: string) => {
  const [row] = await db.query<MeetingRow>(
    `select m.id, m.agent_uuid, m.starts_at, m.ends_at, m.kind, m.status, m.session_id, m.account_id,
            m.contact_first_name, m.contact_last_name, m.contact_phone, m.time_zone as meeting_time_zone,
            m.attendance_confirmed_at, m.sequence, a.uuid, a.first_name, a.last_name, a.title, a.phone,
            a.photo_link, a.time_zone, a.meeting_kinds
       from meetings m join agents a on a.uuid = m.agent_uuid
      where m.id = $1`,
    [meetingId],
  );
  return row ?? null;
};

const isChangeable = (row: MeetingRow, now: Date) => row.status === 'booked' && new Date(row.starts_at) > now;

export const meetingView = (row: MeetingRow, now: Date): Meeting => ({
  meetingId: row.id,
  status: row.status,
  kind: row.kind,
  startsAt: new Date(row.starts_at).toISOString(),
  endsAt: new Date(row.ends_at).toISOString(),
  timeZone: row.meeting_time_zone,
  localStart: localIso(new Date(row.starts_at), row.meeting_time_zone),
  agent: agentFromRow(row),
  contact: {
    firstName: row.contact_first_name,
    lastName: row.contact_last_name,
    phoneNumber: row.contact_phone,
  },
  attendanceConfirmedAt: row.attendance_confirmed_at
    ? new Date(row.attendance_confirmed_at).toISOString()
    : null,
  changeable: isChangeable(row, now),
});

/** The meeting if this caller may reach it; 404 otherwise (never a hint that it exists). */
export const meetingFor = async (db: Queryable, caller: MeetingCaller, meetingId: string) => {
  const row = await readMeetingRow(db, meetingId);
  const allowed =
    row !== null &&
    (caller.kind === 'link'
      ? caller.meetingId === row.id
      : caller.kind === 'session'
        ? caller.sessionId === row.session_id
        : caller.accountId === row.account_id);
  if (!allowed) throw notFound(MEETING_ERRORS.meetingNotFound);
  return row;
};

/** The session's, or account's, next booked meeting, else its latest; null when none. */
export const latestMeeting = async (
  db: Queryable,
  by: { sessionId?: string; accountId?: string },
  now: Date,
) => {
  const [row] = await db.query<{ id: string }>(
    `select id from meetings where (session_id = $1 or account_id = $2)
      order by (status = 'booked' and starts_at > $3) desc, starts_at desc limit 1`,
    [by.sessionId ?? null, by.accountId ?? null, now.toISOString()],
  );
  const meeting = row ? await readMeetingRow(db, row.id) : null;
  return meeting ? meetingView(meeting, now) : null;
};

/** The agent follows the meeting: on the lead, the session and the member account. */
const assignAgent = async (
  tx: Queryable,
  meeting: { id: string; sessionId: string | null; accountId: string | null; agentUuid: string },
) => {
  if (meeting.sessionId) {
    await tx.query('update sessions set agent_uuid = $2, updated_at = now() where id = $1', [
      meeting.sessionId,
      meeting.agentUuid,
    ]);
    await tx.query(
      'update leads set agent_uuid = $2, meeting_id = $3, updated_at = now() where session_id = $1',
      [meeting.sessionId, meeting.agentUuid, meeting.id],
    );
  }
  if (meeting.accountId)
    await tx.query('update member_accounts set agent_uuid = $2, updated_at = now() where id = $1', [
      meeting.accountId,
      meeting.agentUuid,
    ]);
};

export const bookMeeting = async (db: Db, sessionId: string, body: BookMeetingBody, now: Date) => {
  const start = new Date(body.startsAt);
  const contact = await contactOf(db, sessionId);
  if (!contact) throw conflict(SCHEDULING_MESSAGES.contactMissing);
  await bookableAgent(db, body.agentUuid, body.kind, start, now);
  const upcoming = await db.query(
    `select 1 from meetings where session_id = $1 and status = 'booked' and starts_at > $2`,
    [sessionId, now.toISOString()],
  );
  if (upcoming.length > 0) throw conflict(SCHEDULING_MESSAGES.alreadyBooked);
  const timeZone = await personTimeZone(db, contact.zip);
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into meetings (id, agent_uuid, starts_at, ends_at, kind, session_id, account_id, contact_first_name,
                               contact_last_name, contact_phone, contact_email, zip, time_zone)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          id,
          body.agentUuid,
          start.toISOString(),
          slotEnd(start).toISOString(),
          body.kind,
          sessionId,
          contact.accountId,
          contact.firstName,
          contact.lastName,
          contact.phone,
          contact.email,
          contact.zip,
          timeZone,
        ],
      );
      await assignAgent(tx, { id, sessionId, accountId: contact.accountId, agentUuid: body.agentUuid });
    });
  } catch (error) {
    if (isSlotTaken(error)) throw conflict(SCHEDULING_MESSAGES.slotTaken);
    throw error;
  }
  return meetingView((await readMeetingRow(db, id)) as MeetingRow, now);
};

const requireChangeable = (row: MeetingRow, now: Date) => {
  if (!isChangeable(row, now)) throw conflict(SCHEDULING_MESSAGES.notChangeable);
};

export const rescheduleMeeting = async (db: Db, row: MeetingRow, body: RescheduleBody, now: Date) => {
  requireChangeable(row, now);
  const agentUuid = body.agentUuid ?? row.agent_uuid;
  const kind = body.kind ?? row.kind;
  const start = new Date(body.startsAt);
  await bookableAgent(db, agentUuid, kind, start, now);
  try {
    await db.transaction(async (tx) => {
      const updated = await tx.query(
        `update meetings set agent_uuid = $2, kind = $3, starts_at = $4, ends_at = $5, sequence = sequence + 1,
                attendance_confirmed_at = null, updated_at = now()
          where id = $1 and status = 'booked' returning id`,
        [row.id, agentUuid, kind, start.toISOString(), slotEnd(start).toISOString()],
      );
      if (updated.length === 0) throw conflict(SCHEDULING_MESSAGES.notChangeable);
      if (agentUuid !== row.agent_uuid)
        await assignAgent(tx, {
          id: row.id,
          sessionId: row.session_id,
          accountId: row.account_id,
          agentUuid,
        });
    });
  } catch (error) {
    if (isSlotTaken(error)) throw conflict(SCHEDULING_MESSAGES.slotTaken);
    throw error;
  }
  return meetingView((await readMeetingRow(db, row.id)) as MeetingRow, now);
};

export const cancelMeeting = async (db: Db, row: MeetingRow, now: Date) => {
  requireChangeable(row, now);
  await db.transaction(async (tx) => {
    await tx.query(
      `update meetings set status = 'cancelled', cancelled_at = $2, sequence = sequence + 1, updated_at = now()
        where id = $1 and status = 'booked'`,
      [row.id, now.toISOString()],
    );
    await tx.query('update leads set meeting_id = null, updated_at = now() where meeting_id = $1', [row.id]);
  });
  return meetingView((await readMeetingRow(db, row.id)) as MeetingRow, now);
};

export const confirmAttendance = async (db: Queryable, row: MeetingRow, now: Date) => {
  requireChangeable(row, now);
  await db.query(
    `update meetings set attendance_confirmed_at = coalesce(attendance_confirmed_at, $2), updated_at = now()
      where id = $1`,
    [row.id, now.toISOString()],
  );
  return meetingView((await readMeetingRow(db, row.id)) as MeetingRow, now);
};

export type { MeetingRow };
