/**
 * Bookable meeting slots of one agent: the agent's working hours (wall-clock times in the agent's own
 * time zone) minus time off, meetings already booked and the minimum notice.
 *
 * Working hours are wall-clock, so they follow daylight saving time: 9:00-17:00 in New York is
 * 14:00-22:00 UTC in winter and 13:00-21:00 UTC in summer. Within an interval, slots step in real time
 * from its start, so a day whose clocks change yields the hours that really exist: an interval over
 * the spring-forward gap is an hour shorter, one over the repeated fall-back hour an hour longer,
 * and no slot is ever listed twice.
 */
import { tzOffset } from '@date-fns/tz';

export const SLOT_MINUTES = 30;
const SLOT_MS = SLOT_MINUTES * 60_000;

export interface WorkingHours {
  /** 0 = Sunday ... 6 = Saturday, in the agent's time zone. */
  weekday: number;
  /** Wall-clock 'HH:MM'. */
  start: string;
  end: string;
}

export interface Interval {
  start: Date;
  end: Date;
}

export interface AgentCalendar {
  timeZone: string;
  workingHours: readonly WorkingHours[];
  timeOff: readonly Interval[];
  booked: readonly Interval[];
}

const clock = (hhmm: string): [number, number] => {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) throw new RangeError(`not a wall-clock time: ${hhmm}`);
  return [Number(match[1]), Number(match[2])];
};

/**
 * The instant of a wall-clock time (given as if it were UTC) in the zone. A repeated time (fall back) is
 * its first occurrence; a time that does not exist (spring forward) moves forward by the gap, 2:30 to
 * 3:30, as a clock set by hand would.
 */
export const wallClockInstant = (wall: number, timeZone: string): number => {
  const offset = (t: number) => tzOffset(timeZone, new Date(t)) * 60_000;
  const first = offset(wall);
  const second = offset(wall - first);
  const instant = wall - second;
  if (offset(instant) === second) return instant;
  return wall - Math.min(first, second);
};

const overlaps = (start: number, end: number, intervals: readonly Interval[]) =>
  intervals.some((i) => start < i.end.getTime() && i.start.getTime() < end);

/**
 * Slot start times of the agent in [window.start, window.end): every slot lies wholly inside a working
 * interval and the window, and overlaps no time off or booked meeting. Sorted, without duplicates.
 */
export const agentSlots = (calendar: AgentCalendar, window: Interval): Date[] => {
  const from = window.start.getTime();
  const to = window.end.getTime();
  const starts = new Set<number>();
  const byWeekday = new Map<number, WorkingHours[]>();
  for (const hours of calendar.workingHours)
    byWeekday.set(hours.weekday, [...(byWeekday.get(hours.weekday) ?? []), hours]);
  // The agent's local calendar days from the one holding window.start to the one holding window.end,
  // walked as plain dates (only wall-clock times need the zone).
  const localDay = (t: number) => new Date(t + tzOffset(calendar.timeZone, new Date(t)) * 60_000);
  const first = localDay(from);
  const last = localDay(to);
  const lastDay = Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate());
  for (
    let day = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate());
    day <= lastDay;
    day += 86_400_000
  ) {
    const date = new Date(day);
    for (const hours of byWeekday.get(date.getUTCDay()) ?? []) {
      const at = (hhmm: string) => {
        const [h, m] = clock(hhmm);
        return wallClockInstant(
          Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), h, m),
          calendar.timeZone,
        );
      };
      const end = at(hours.end);
      for (let start = at(hours.start); start + SLOT_MS <= end; start += SLOT_MS) {
        if (start < from || start + SLOT_MS > to) continue;
        if (overlaps(start, start + SLOT_MS, calendar.timeOff)) continue;
        if (overlaps(start, start + SLOT_MS, calendar.booked)) continue;
        starts.add(start);
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map((t) => new Date(t));
};

/** The slot's end. */
export const slotEnd = (start: Date): Date => new Date(start.getTime() + SLOT_MS);
