/** Meeting times written in full, in the person's time zone: "Tuesday, December 1, 10:30 AM Mountain Time". */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The zone's everyday name ("Mountain Time"); the IANA name when the browser has none. */
export const zoneName = (timeZone: string, at: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

export const clockTime = (instant: string, timeZone: string): string =>
  format(new TZDate(instant, timeZone), 'h:mm a');

/** A calendar day (YYYY-MM-DD) as words: "Tuesday, December 1". */
export const dayInWords = (isoDay: string): string =>
  format(new TZDate(`${isoDay}T12:00:00Z`, 'UTC'), 'EEEE, MMMM d');

export const meetingTime = (instant: string, timeZone: string): string =>
  `${format(new TZDate(instant, timeZone), 'EEEE, MMMM d, h:mm a')} ${zoneName(timeZone, new Date(instant))}`;
