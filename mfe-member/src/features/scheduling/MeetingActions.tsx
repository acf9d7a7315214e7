import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Meeting } from 'shared-contracts/api/scheduling';
import { useLocale, useMessages } from 'web-kit/i18n';
import { useMeetingMutation } from 'web-kit/queries/scheduling';
import { buttonCss, theme } from 'web-kit/theme';
import { Button, Dialog } from 'web-kit/ui';
import { refusalMessage, routeHref } from '../common';
import { CalendarButton, MeetingDetails } from './MeetingDetails';
import { schedulingMessages } from './messages';
import { SlotPicker } from './SlotPicker';
import { meetingTime } from './time';

/**
 * A meeting with what the person can do about it: confirm attendance, the calendar file, move it to
 * another time, cancel it. `token` is the confirmation link's; without it the session's token is sent
 * (the member pages, whose opportunity session booked the meeting).
 */
export const MeetingActions = ({ meeting, token }: { meeting: Meeting; token: string | undefined }) => {
  const m = useMessages(schedulingMessages);
  const locale = useLocale();
  const change = useMeetingMutation(meeting.meetingId, token);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [asking, setAsking] = useState(false);

  const run = async (
    action: Parameters<typeof change.mutateAsync>[0],
    done: (updated: Meeting) => string,
  ) => {
    setError(null);
    setStatus(null);
    try {
      const updated = await change.mutateAsync(action);
      setStatus(done(updated));
      return true;
    } catch (e) {
      setError(refusalMessage(e, m.changeFailed));
      return false;
    }
  };

  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <MeetingDetails meeting={meeting} />
      <p role="status" css={{ fontWeight: 700, margin: 0, minHeight: 27, color: theme.good }}>
        {status}
      </p>
      <p role="alert" css={{ fontWeight: 700, margin: 0, color: theme.bad }}>
        {error}
      </p>
      {meeting.changeable ? (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'start' }}>
          {meeting.attendanceConfirmedAt ? null : (
            <Button onClick={() => run({ action: 'confirm' }, () => m.confirmed)} disabled={change.isPending}>
              {m.confirmAttendance}
            </Button>
          )}
          <CalendarButton meeting={meeting} token={token} />
          <Button variant="secondary" onClick={() => setMoving(true)} aria-expanded={moving}>
            {m.reschedule}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {m.cancel}
          </Button>
        </div>
      ) : (
        <>
          <p>{meeting.status === 'cancelled' ? m.cancelled : m.notChangeable}</p>
          <p>
            <Link to={routeHref('self-schedule')} css={buttonCss}>
              {m.bookAgain}
            </Link>
          </p>
        </>
      )}
      {moving && meeting.changeable ? (
        <section aria-labelledby="reschedule-title" css={{ display: 'grid', gap: 12 }}>
          <h2 id="reschedule-title">{m.rescheduleTitle}</h2>
          <SlotPicker
            submitLabel={m.rescheduleSubmit}
            busy={change.isPending}
            error={null}
            initialKind={meeting.kind}
            initialAgent={meeting.agent.agentUuid}
            onPick={async (pick) => {
              const moved = await run({ action: 'reschedule', body: pick }, (updated) =>
                m.rescheduled(meetingTime(updated.startsAt, updated.timeZone, locale)),
              );
              if (moved) setMoving(false);
            }}
          />
          <div>
            <Button variant="secondary" onClick={() => setMoving(false)}>
              {m.keepTime}
            </Button>
          </div>
        </section>
      ) : null}
      <Dialog open={asking} title={m.cancelQuestion} onClose={() => setAsking(false)}>
        <p>{m.cancelBody}</p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          <Button
            onClick={async () => {
              setAsking(false);
              await run({ action: 'cancel' }, () => m.cancelled);
            }}
          >
            {m.cancelYes}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {m.cancelNo}
          </Button>
        </div>
      </Dialog>
    </div>
  );
};
