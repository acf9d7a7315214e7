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
import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';

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
  // Local days of the agent from the one holding window.start to the one holding window.end.
  const lastDay = startOfDay(new TZDate(to, calendar.timeZone)).getTime();
  for (let day = startOfDay(new TZDate(from, calendar.timeZone)); day.getTime() <= lastDay; ) {
    const weekday = day.getDay();
    for (const hours of calendar.workingHours) {
      if (hours.weekday !== weekday) continue;
      const at = (hhmm: string) => {
        const [h, m] = clock(hhmm);
        return new TZDate(
          day.getFullYear(),
          day.getMonth(),
          day.getDate(),
          h,
          m,
          calendar.timeZone,
        ).getTime();
      };
      const end = at(hours.end);
      for (let start = at(hours.start); start + SLOT_MS <= end; start += SLOT_MS) {
        if (start < from || start + SLOT_MS > to) continue;
        if (overlaps(start, start + SLOT_MS, calendar.timeOff)) continue;
        if (overlaps(start, start + SLOT_MS, calendar.booked)) continue;
        starts.add(start);
      }
    }
    day = addDays(day, 1);
  }
  return [...starts].sort((a, b) => a - b).map((t) => new Date(t));
};

/** The slot's end. */
export const slotEnd = (start: Date): Date => new Date(start.getTime() + SLOT_MS);
