import { describe, expect, it } from 'vitest';
import { clockTime, dayInWords, meetingTime } from './time';

describe('meeting times', () => {
  it('writes the time in full in the zone given, whatever the computer’s zone', () => {
    expect(meetingTime('2026-12-01T17:30:00.000Z', 'America/Denver')).toBe(
      'Tuesday, December 1, 10:30 AM Mountain Time',
    );
    expect(meetingTime('2026-12-01T17:30:00.000Z', 'America/New_York')).toBe(
      'Tuesday, December 1, 12:30 PM Eastern Time',
    );
  });

  it('crosses midnight and daylight saving by the zone, not by UTC', () => {
    expect(clockTime('2026-12-02T04:00:00.000Z', 'America/Chicago')).toBe('10:00 PM');
    expect(meetingTime('2026-07-01T16:00:00.000Z', 'America/Chicago')).toBe(
      'Wednesday, July 1, 11:00 AM Central Time',
    );
  });

  it('names a calendar day without shifting it', () => {
    expect(dayInWords('2026-12-01')).toBe('Tuesday, December 1');
  });
});

describe('meeting times in Spanish', () => {
  it('writes the day, the time and the zone as US Spanish does', () => {
    expect(meetingTime('2026-12-01T17:30:00.000Z', 'America/New_York', 'es-US')).toMatch(
      /^martes, 1 de diciembre, 12:30\sp\.\s?m\. hora oriental$/,
    );
    expect(dayInWords('2026-12-01', 'es-US')).toBe('martes, 1 de diciembre');
  });
});
