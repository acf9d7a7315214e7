/**
 * An add-to-calendar file: one VEVENT in an RFC 5545 iCalendar object.
 *
 * Written here rather than with the `ics` package because that package folds lines every 75
 * characters while RFC 5545 section 3.1 limits a line to 75 octets (a name such as "Nguyễn" takes more
 * octets than characters), and one fixed event does not need its schema validator. Times are UTC
 * ('Z' form), so no VTIMEZONE is needed; calendars show them in the reader's own zone. SEQUENCE grows
 * with every reschedule or cancellation so calendar apps replace the copy they imported earlier.
 */

export interface CalendarEvent {
  /** Globally unique and stable across changes of the event (RFC 5545 3.8.4.7). */
  uid: string;
  startsAt: Date;
  endsAt: Date;
  cancelled: boolean;
  sequence: number;
  summary: string;
  description: string;
  location: string;
  /** A display reminder this many minutes before the start (not for a cancelled event). */
  reminderMinutes: number;
}

const PRODUCT_ID = '-//Medicare plan shopping//Licensed agent meetings//EN';
const MAX_OCTETS = 75;

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * RFC 5545 3.1: lines longer than 75 octets are folded with CRLF and one space; a fold never splits a
 * UTF-8 sequence.
 */
export const foldLine = (line: string): string => {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
};

/** RFC 5545 3.3.5 form 2 (UTC): 20261124T140000Z. */
export const utcDateTime = (date: Date): string =>
  date
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');

export const calendarFile = (e: CalendarEvent, now: Date): string => {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(e.uid)}`,
    `DTSTAMP:${utcDateTime(now)}`,
    `DTSTART:${utcDateTime(e.startsAt)}`,
    `DTEND:${utcDateTime(e.endsAt)}`,
    `SEQUENCE:${e.sequence}`,
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    `LOCATION:${escapeText(e.location)}`,
    'TRANSP:OPAQUE',
    ...(e.cancelled
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(e.summary)}`,
          `TRIGGER:-PT${e.reminderMinutes}M`,
          'END:VALARM',
        ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
};
