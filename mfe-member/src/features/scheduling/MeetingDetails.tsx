import { useState } from 'react';
import type { Meeting } from 'shared-contracts/api/scheduling';
import { useLocale, useMessages } from 'web-kit/i18n';
import { useAgentTitle } from 'web-kit/messages';
import { useCalendarFile } from 'web-kit/queries/scheduling';
import { cardCss, theme } from 'web-kit/theme';
import { Button } from 'web-kit/ui';
import { saveFile } from '../common';
import { schedulingMessages } from './messages';
import { meetingTime } from './time';

/** A meeting as a person reads it: when (in full, their zone), how, with whom, and its state. */
export const MeetingDetails = ({ meeting }: { meeting: Meeting }) => {
  const m = useMessages(schedulingMessages);
  const locale = useLocale();
  const agentTitle = useAgentTitle();
  const agent = `${meeting.agent.firstName} ${meeting.agent.lastName}`;
  const rows: [string, string][] = [
    [m.when, meetingTime(meeting.startsAt, meeting.timeZone, locale)],
    [
      m.howLabel,
      `${m.kinds[meeting.kind]}. ${meeting.kind === 'phone' ? m.howPhone(meeting.contact.phoneNumber) : m.howVideo}`,
    ],
    [m.withLabel, `${agent}, ${agentTitle(meeting.agent.title)}`],
    [
      m.statusLabel,
      meeting.status === 'cancelled'
        ? m.statusCancelled
        : `${m.statusBooked}. ${meeting.attendanceConfirmedAt ? m.attendanceConfirmed : m.attendanceNotConfirmed}`,
    ],
  ];
  return (
    <div css={{ ...cardCss, display: 'flex', gap: 16, flexWrap: 'wrap' }} data-testid="meeting-details">
      {meeting.agent.photoLink ? (
        <img
          src={meeting.agent.photoLink}
          alt={m.agentPhoto(agent)}
          width={80}
          height={80}
          css={{ borderRadius: '50%', objectFit: 'cover' }}
        />
      ) : null}
      <dl css={{ margin: 0, display: 'grid', gap: 8, flex: '1 1 280px' }}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt css={{ fontWeight: 700, color: theme.muted }}>{label}</dt>
            <dd css={{ margin: 0, fontSize: 20 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
};

/** Downloads the meeting's .ics file (the api makes it, so every calendar gets the same event). */
export const CalendarButton = ({ meeting, token }: { meeting: Meeting; token?: string | undefined }) => {
  const m = useMessages(schedulingMessages);
  const calendar = useCalendarFile(meeting.meetingId, token);
  const [failed, setFailed] = useState(false);
  if (meeting.status !== 'booked') return null;
  const download = async () => {
    setFailed(false);
    try {
      saveFile(await calendar.mutateAsync(), m.calendarFileName);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div>
      <Button variant="secondary" onClick={download} disabled={calendar.isPending}>
        {m.addToCalendar}
      </Button>
      <p role="status" css={{ color: theme.bad, fontWeight: 700, margin: '4px 0 0' }}>
        {failed ? m.calendarFailed : null}
      </p>
    </div>
  );
};
