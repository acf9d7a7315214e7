/** Scheduling service (extension): slots, booking, the meeting confirmation page's calls, the calendar file. */
import { SCHEDULING_MESSAGES } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import type { AppDeps } from '../../deps';
import { calendarFile } from '../../domain/icalendar';
import { fieldError } from '../../http/errors';
import { languageOf } from '../../http/language';
import { Download, type RouteRegistry } from '../../http/routes';
import { CALENDAR_REMINDER_MINUTES, CALENDAR_UID_DOMAIN, calendarFileName, calendarText } from './messages';
import {
  bookMeeting,
  cancelMeeting,
  confirmAttendance,
  listSlots,
  meetingFor,
  meetingView,
  rescheduleMeeting,
} from './scheduling';

/** How long a confirmation link works: until a month after the meeting. */
const LINK_DAYS_AFTER_MEETING = 30;

/** The ZIP to show times for: the one asked, else the session's (or its lead's). */
const zipOf = async (deps: AppDeps, sessionId: string, asked: string | undefined) => {
  if (asked) return asked;
  const [row] = await deps.db.query<{ zip: string | null }>(
    `select coalesce(s.zip, l.zip) as zip from sessions s left join leads l on l.session_id = s.id where s.id = $1`,
    [sessionId],
  );
  if (!row?.zip) throw fieldError('zip', SCHEDULING_MESSAGES.zipMissing);
  return row.zip;
};

export const schedulingRoutes = (routes: RouteRegistry) => {
  routes.implement(endpoints.scheduling.slots, async ({ deps, query, sessionId }) =>
    listSlots(deps.db, { ...query, zip: await zipOf(deps, sessionId, query.zip) }, deps.clock()),
  );

  routes.implement(endpoints.scheduling.book, async ({ deps, body, sessionId }) => {
    const meeting = await bookMeeting(deps.db, sessionId, body, deps.clock());
    const expires = new Date(new Date(meeting.endsAt).getTime() + LINK_DAYS_AFTER_MEETING * 86_400_000);
    const { token } = await deps.grants.issue('meeting', meeting.meetingId, expires);
    deps.logger.info('meeting.booked', { meetingId: meeting.meetingId, agentUuid: meeting.agent.agentUuid });
    return { meeting, confirmationToken: token };
  });

  routes.implement(endpoints.scheduling.detail, async ({ deps, params, caller }) =>
    meetingView(await meetingFor(deps.db, caller, params.meetingId), deps.clock()),
  );

  routes.implement(endpoints.scheduling.reschedule, async ({ deps, params, body, caller }) =>
    rescheduleMeeting(deps.db, await meetingFor(deps.db, caller, params.meetingId), body, deps.clock()),
  );

  routes.implement(endpoints.scheduling.cancel, async ({ deps, params, caller }) =>
    cancelMeeting(deps.db, await meetingFor(deps.db, caller, params.meetingId), deps.clock()),
  );

  routes.implement(endpoints.scheduling.confirmAttendance, async ({ deps, params, caller }) =>
    confirmAttendance(deps.db, await meetingFor(deps.db, caller, params.meetingId), deps.clock()),
  );

  routes.implement(endpoints.scheduling.calendar, async ({ c, deps, params, caller }) => {
    const row = await meetingFor(deps.db, caller, params.meetingId);
    c.header('Vary', 'Accept-Language', { append: true });
    const file = calendarFile(
      {
        uid: `${row.id}@${CALENDAR_UID_DOMAIN}`,
        startsAt: new Date(row.starts_at),
        endsAt: new Date(row.ends_at),
        cancelled: row.status === 'cancelled',
        sequence: row.sequence,
        ...calendarText(
          row.kind,
          {
            firstName: row.first_name,
            lastName: row.last_name,
            title: row.title,
            phone: row.phone,
          },
          languageOf(c),
        ),
        reminderMinutes: CALENDAR_REMINDER_MINUTES,
      },
      deps.clock(),
    );
    return new Download(file, calendarFileName(row.id, languageOf(c)));
  });
};
