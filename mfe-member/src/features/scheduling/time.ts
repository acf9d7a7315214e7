/**
 * Meeting times written in full, in the person's time zone and language: "Tuesday, December 1, 10:30 AM
 * Mountain Time", "martes, 1 de diciembre, 10:30 a.m. hora de las Montañas Rocosas". English keeps the
 * date-fns patterns its pages have always shown; Spanish is written by `Intl` (es-US).
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

type Locale = 'en-US' | 'es-US';

const intl = (locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone, ...options });

/** The zone's everyday name ("Mountain Time"); the IANA name when the browser has none. */
export const zoneName = (timeZone: string, at: Date = new Date(), locale: Locale = 'en-US'): string =>
  intl(locale, timeZone, { timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

export const clockTime = (instant: string, timeZone: string, locale: Locale = 'en-US'): string =>
  locale === 'en-US'
    ? format(new TZDate(instant, timeZone), 'h:mm a')
    : intl(locale, timeZone, { hour: 'numeric', minute: '2-digit' }).format(new Date(instant));

const dayOf = (date: Date, timeZone: string, locale: Locale) =>
  locale === 'en-US'
    ? format(new TZDate(date, timeZone), 'EEEE, MMMM d')
    : intl(locale, timeZone, { weekday: 'long', month: 'long', day: 'numeric' }).format(date);

/** A calendar day (YYYY-MM-DD) as words: "Tuesday, December 1". */
export const dayInWords = (isoDay: string, locale: Locale = 'en-US'): string =>
  dayOf(new Date(`${isoDay}T12:00:00Z`), 'UTC', locale);

export const meetingTime = (instant: string, timeZone: string, locale: Locale = 'en-US'): string =>
  `${dayOf(new Date(instant), timeZone, locale)}, ${clockTime(instant, timeZone, locale)} ${zoneName(timeZone, new Date(instant), locale)}`;
