import { describe, expect, it } from 'vitest';
import { type AgentCalendar, agentSlots, slotEnd, wallClockInstant } from './meeting-slots';

const WEEKDAYS_9_TO_5 = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));

const calendar = (over: Partial<AgentCalendar> = {}): AgentCalendar => ({
  timeZone: 'America/New_York',
  workingHours: WEEKDAYS_9_TO_5,
  timeOff: [],
  booked: [],
  ...over,
});

const window = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('agentSlots', () => {
  it('cuts working hours into 30-minute slots in the agent time zone', () => {
    // Tuesday 2026-11-24 in New York (EST, UTC-5).
    const slots = agentSlots(calendar(), window('2026-11-24T00:00:00Z', '2026-11-25T00:00:00Z'));
    expect(slots).toHaveLength(16);
    expect(slots[0]?.toISOString()).toBe('2026-11-24T14:00:00.000Z');
    expect(slots.at(-1)?.toISOString()).toBe('2026-11-24T21:30:00.000Z');
  });

  it('follows daylight saving time: the same wall-clock hours move in UTC', () => {
    const summer = agentSlots(calendar(), window('2027-06-15T00:00:00Z', '2027-06-16T00:00:00Z'));
    expect(summer[0]?.toISOString()).toBe('2027-06-15T13:00:00.000Z');
    // Arizona keeps standard time all year.
    const phoenix = calendar({ timeZone: 'America/Phoenix' });
    const az = agentSlots(phoenix, window('2027-06-15T00:00:00Z', '2027-06-16T00:00:00Z'));
    expect(az[0]?.toISOString()).toBe('2027-06-15T16:00:00.000Z');
  });

  it('on the spring-forward night lists only hours that exist', () => {
    // 2027-03-14 02:00 EST jumps to 03:00 EDT; the interval 00:00-04:00 lasts three real hours.
    const night = calendar({ workingHours: [{ weekday: 0, start: '00:00', end: '04:00' }] });
    const slots = agentSlots(night, window('2027-03-14T00:00:00Z', '2027-03-15T00:00:00Z'));
    expect(iso(slots)).toEqual([
      '2027-03-14T05:00:00.000Z',
      '2027-03-14T05:30:00.000Z',
      '2027-03-14T06:00:00.000Z',
      '2027-03-14T06:30:00.000Z',
      '2027-03-14T07:00:00.000Z',
      '2027-03-14T07:30:00.000Z',
    ]);
  });

  it('on the fall-back night lists the repeated hour twice, as two distinct instants', () => {
    // 2026-11-01 02:00 EDT falls back to 01:00 EST; the interval 00:00-04:00 lasts five real hours.
    const night = calendar({ workingHours: [{ weekday: 0, start: '00:00', end: '04:00' }] });
    const slots = agentSlots(night, window('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z'));
    expect(slots).toHaveLength(10);
    expect(slots[0]?.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(slots.at(-1)?.toISOString()).toBe('2026-11-01T08:30:00.000Z');
    expect(new Set(iso(slots)).size).toBe(10);
  });

  it('across a DST change keeps the wall-clock start of each day', () => {
    // Friday 2026-10-30 (EDT) to Monday 2026-11-02 (EST).
    const slots = agentSlots(calendar(), window('2026-10-30T00:00:00Z', '2026-11-03T00:00:00Z'));
    const firstOfDay = slots.filter(
      (s, i) => i === 0 || s.getTime() - (slots[i - 1]?.getTime() ?? 0) > 3600_000,
    );
    expect(iso(firstOfDay)).toEqual(['2026-10-30T13:00:00.000Z', '2026-11-02T14:00:00.000Z']);
  });

  it('leaves out time off, booked meetings and everything outside the window', () => {
    const booked = { start: new Date('2026-11-24T15:00:00Z'), end: new Date('2026-11-24T15:30:00Z') };
    // Time off 10:45-11:15 local takes both slots it touches (10:30 and 11:00).
    const timeOff = { start: new Date('2026-11-24T15:45:00Z'), end: new Date('2026-11-24T16:15:00Z') };
    const slots = agentSlots(
      calendar({ booked: [booked], timeOff: [timeOff] }),
      window('2026-11-24T14:30:00Z', '2026-11-24T17:00:00Z'),
    );
    expect(iso(slots)).toEqual(['2026-11-24T14:30:00.000Z', '2026-11-24T16:30:00.000Z']);
  });

  it('has nothing on days without working hours or under a whole day off', () => {
    const weekend = agentSlots(calendar(), window('2026-11-28T00:00:00Z', '2026-11-30T05:00:00Z'));
    expect(weekend).toEqual([]);
    const thanksgiving = {
      start: new Date('2026-11-26T05:00:00Z'),
      end: new Date('2026-11-27T05:00:00Z'),
    };
    const slots = agentSlots(
      calendar({ timeOff: [thanksgiving] }),
      window('2026-11-26T00:00:00Z', '2026-11-28T00:00:00Z'),
    );
    expect(slots.every((s) => s.toISOString().startsWith('2026-11-27'))).toBe(true);
    expect(slots).toHaveLength(16);
  });

  it('supports split days and never lists a slot twice when intervals overlap', () => {
    const split = calendar({
      workingHours: [
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 2, start: '11:00', end: '13:00' },
        { weekday: 2, start: '14:00', end: '15:15' },
      ],
    });
    const slots = agentSlots(split, window('2026-11-24T00:00:00Z', '2026-11-25T00:00:00Z'));
    // 09:00-13:00 is 8 slots; 14:00-15:15 fits two whole slots.
    expect(slots).toHaveLength(10);
    expect(slotEnd(slots.at(-1) as Date).toISOString()).toBe('2026-11-24T20:00:00.000Z');
  });
});

describe('wallClockInstant', () => {
  const wall = (iso: string) => new Date(`${iso}Z`).getTime();
  it('gives the instant of a wall-clock time, across both DST changes', () => {
    expect(new Date(wallClockInstant(wall('2026-11-24T09:00:00'), 'America/New_York')).toISOString()).toBe(
      '2026-11-24T14:00:00.000Z',
    );
    expect(new Date(wallClockInstant(wall('2027-06-15T09:00:00'), 'America/New_York')).toISOString()).toBe(
      '2027-06-15T13:00:00.000Z',
    );
    // 1:30 happens twice on 2026-11-01: the first (EDT) is taken.
    expect(new Date(wallClockInstant(wall('2026-11-01T01:30:00'), 'America/New_York')).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    // 2:30 does not exist on 2027-03-14: it moves forward to 3:30 EDT.
    expect(new Date(wallClockInstant(wall('2027-03-14T02:30:00'), 'America/New_York')).toISOString()).toBe(
      '2027-03-14T07:30:00.000Z',
    );
    expect(new Date(wallClockInstant(wall('2027-03-14T02:30:00'), 'America/Phoenix')).toISOString()).toBe(
      '2027-03-14T09:30:00.000Z',
    );
  });
});
