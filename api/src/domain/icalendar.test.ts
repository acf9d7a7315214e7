import { describe, expect, it } from 'vitest';
import { type CalendarEvent, calendarFile, escapeText, foldLine, utcDateTime } from './icalendar';

const event = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: '0d5a3c4e-1f2b-4c6d-8e9f-a0b1c2d3e4f5@meetings.example',
  startsAt: new Date('2026-11-24T16:00:00Z'),
  endsAt: new Date('2026-11-24T16:30:00Z'),
  cancelled: false,
  sequence: 0,
  summary: 'Phone call with Maria Alvarez, licensed Medicare agent',
  description: 'Maria will call you.\nQuestions? Call (623) 223-8884 (TTY: 711); we are here.',
  location: 'Phone call',
  reminderMinutes: 30,
  ...over,
});

/** Unfold per RFC 5545 3.1 (CRLF followed by one space or tab) and split into content lines. */
const contentLines = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);

describe('calendarFile (RFC 5545)', () => {
  const now = new Date('2026-11-23T10:11:12.345Z');

  it('is one VEVENT in a VCALENDAR with the required properties, CRLF line ends', () => {
    const ics = calendarFile(event(), now);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = contentLines(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    for (const required of ['VERSION:2.0', 'BEGIN:VEVENT', 'END:VEVENT', 'DTSTAMP:20261123T101112Z']) {
      expect(lines).toContain(required);
    }
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines).toContain('UID:0d5a3c4e-1f2b-4c6d-8e9f-a0b1c2d3e4f5@meetings.example');
    expect(lines).toContain('DTSTART:20261124T160000Z');
    expect(lines).toContain('DTEND:20261124T163000Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('TRIGGER:-PT30M');
    // Exactly one event, and the alarm nested inside it.
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.indexOf('BEGIN:VALARM')).toBeGreaterThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines.indexOf('END:VALARM')).toBeLessThan(lines.indexOf('END:VEVENT'));
  });

  it('escapes TEXT values: comma, semicolon, backslash and line breaks', () => {
    const lines = contentLines(calendarFile(event(), now));
    expect(lines).toContain(
      'DESCRIPTION:Maria will call you.\\nQuestions? Call (623) 223-8884 (TTY: 711)\\; we are here.',
    );
    expect(lines).toContain('SUMMARY:Phone call with Maria Alvarez\\, licensed Medicare agent');
    expect(escapeText('a\\b')).toBe('a\\\\b');
    expect(escapeText('a\r\nb')).toBe('a\\nb');
  });

  it('marks a cancelled event and drops its reminder; SEQUENCE is carried', () => {
    const lines = contentLines(calendarFile(event({ cancelled: true, sequence: 2 }), now));
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).not.toContain('BEGIN:VALARM');
  });

  it('folds lines at 75 octets, never inside a UTF-8 character', () => {
    const long = `Phone call with Thi Nguyễn ${'Nguyễn '.repeat(40)}`;
    const ics = calendarFile(event({ summary: long }), now);
    for (const physical of ics.split('\r\n')) {
      expect(Buffer.byteLength(physical, 'utf8')).toBeLessThanOrEqual(75);
    }
    expect(contentLines(ics)).toContain(`SUMMARY:${long}`);
    const folded = foldLine(`X:${'é'.repeat(100)}`);
    expect(folded.split('\r\n ').join('')).toBe(`X:${'é'.repeat(100)}`);
    expect(folded.split('\r\n').every((l) => !l.includes('\uFFFD'))).toBe(true);
  });

  it('writes UTC date-times in the basic form', () => {
    expect(utcDateTime(new Date('2027-03-14T07:30:00.000Z'))).toBe('20270314T073000Z');
  });
});
