import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { BookedMeeting } from 'shared-contracts/api/scheduling';
import { useLocale, useMessages } from 'web-kit/i18n';
import { buttonCss, cardCss, theme } from 'web-kit/theme';
import { Section } from 'web-kit/ui';
import { routeHref } from '../common';
import { CalendarButton } from './MeetingDetails';
import { schedulingMessages } from './messages';
import { meetingTime } from './time';

/** The confirmation page's link carries the meeting's own token in its fragment (never sent to a server). */
export const confirmationHref = (booked: BookedMeeting) =>
  `${routeHref('meeting-confirm', { meetingId: booked.meeting.meetingId })}#token=${encodeURIComponent(booked.confirmationToken)}`;

/** Just booked: when and with whom, the calendar file and the meeting's own page. */
export const BookedNotice = ({ booked }: { booked: BookedMeeting }) => {
  const m = useMessages(schedulingMessages);
  const locale = useLocale();
  const { meeting } = booked;
  const heading = useRef<HTMLHeadingElement>(null);
  // The notice replaces the form that had focus: focus moves to its heading so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Section
      title={m.bookedTitle}
      headingRef={heading}
      css={{ ...cardCss, borderColor: theme.good }}
      testId="booked-notice"
    >
      <p css={{ margin: 0, fontSize: 20 }}>
        {m.bookedLine(
          meetingTime(meeting.startsAt, meeting.timeZone, locale),
          `${meeting.agent.firstName} ${meeting.agent.lastName}`,
        )}
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'start' }}>
        <CalendarButton meeting={meeting} />
        <Link to={confirmationHref(booked)} css={buttonCss}>
          {m.confirmLink}
        </Link>
      </div>
    </Section>
  );
};
