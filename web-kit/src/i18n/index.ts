/**
 * The suite's two languages on the page. Each feature's catalogue stays one typed English object in its
 * `messages.ts`; its Spanish, an object of exactly the same shape, is a module of its own that the
 * catalogue names with `spanish(...)` and that loads only when Spanish is chosen (an English visit
 * never downloads it). A component reads its catalogue through `useMessages`, which gives the English
 * object until the Spanish one has arrived and the Spanish one from then on.
 */
import { createContext, startTransition, useCallback, useContext, useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE, type Language, localeOf } from 'shared-contracts';

/** A catalogue in another language: the same keys and the same function parameters, any words. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer E)[]
      ? readonly Translation<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

type Loader = () => Promise<{ default: unknown }>;

const loaders = new Map<object, Loader>();
const loaded = new Map<object, unknown>();
const pending = new Map<object, Promise<unknown>>();
/** Told of every Spanish module's arrival (a translator looks texts up in all of them). */
const anyArrival = new Set<() => void>();
/** Told of one catalogue's Spanish arrival: the components that read that catalogue. */
const arrivalOf = new Map<object, Set<() => void>>();
const listenersOf = (english: object) => {
  const listeners = arrivalOf.get(english) ?? new Set<() => void>();
  arrivalOf.set(english, listeners);
  return listeners;
};
/** How many Spanish modules have arrived: a component rendered with fewer has words to change. */
let arrivals = 0;
/** Each English text of the loaded catalogues with its Spanish, made again after each load. */
let spanishByEnglish: Map<string, string> | null = null;

/** Names the Spanish module of an English catalogue (once, beside the catalogue). */
export const spanish = <T extends object>(
  english: T,
  load: () => Promise<{ default: Translation<T> }>,
): void => {
  loaders.set(english, load);
};

/** The catalogues that have a Spanish module (the catalogue test walks them). */
export const catalogues = (): readonly object[] => [...loaders.keys()];

/** The Spanish of a catalogue, loaded once; rejects for a catalogue that has none. */
export const loadSpanish = <T extends object>(english: T): Promise<T> => {
  const done = loaded.get(english);
  if (done) return Promise.resolve(done as T);
  const load = loaders.get(english);
  if (!load) return Promise.reject(new Error('This catalogue has no Spanish module'));
  let started = pending.get(english);
  if (!started) {
    started = load().then(
      (module) => {
        loaded.set(english, module.default);
        pending.delete(english);
        spanishByEnglish = null;
        arrivals += 1;
        for (const listener of [...anyArrival, ...(arrivalOf.get(english) ?? [])]) listener();
        arrivalOf.delete(english);
        return module.default;
      },
      (error: unknown) => {
        // A failed chunk is asked for again by the next render that needs it.
        pending.delete(english);
        throw error;
      },
    );
    pending.set(english, started);
  }
  return started as Promise<T>;
};

/** Starts loading the Spanish of every catalogue known so far (the person has just chosen Spanish). */
export const loadAllSpanish = (): Promise<unknown> =>
  Promise.allSettled(catalogues().map((english) => loadSpanish(english)));

/**
 * Renders the component again when `listeners` are told of an arrival that changes `now()` from what it
 * was at render (`seen`), as a transition: a module that lands while React renders the page (a Spanish
 * first load fetches them then) joins that render, sliced and interruptible. An external store's update
 * (useSyncExternalStore) is always blocking: it turned the sliced first render of a Spanish page into one
 * long task, and each module's arrival into another (bench/lighthouse /?lang=es, TBT 700-1100 ms against
 * English's under 100). `null` listeners: nothing to wait for.
 */
const useRenderAgainOnArrival = <T>(listeners: Set<() => void> | null, seen: T, now: () => T): void => {
  const [, setSeen] = useState(seen);
  useEffect(() => {
    if (!listeners) return;
    const update = () => startTransition(() => setSeen(now()));
    listeners.add(update);
    // One that arrived between this render and its effect.
    if (now() !== seen) update();
    return () => {
      listeners.delete(update);
    };
  }, [listeners, seen, now]);
};

const arrivalsNow = () => arrivals;

/**
 * Rendered again at every Spanish module's arrival: a text looked up by its English words may be in any
 * of them.
 */
const useSpanishArrivals = (): void => useRenderAgainOnArrival(anyArrival, arrivals, arrivalsNow);

/**
 * The visit's language, provided with the host context (`HostProviders`); English where no host speaks.
 * A context of its own rather than the host context's field: the catalogues are in the first load, which
 * must not wait for the host context's module (it brings the query library).
 */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export const useLanguage = (): Language => useContext(LanguageContext);

/** The locale for `Intl` (numbers, dates): en-US or es-US. */
export const useLocale = () => localeOf(useLanguage());

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
};

/** A date as the visit's language writes it in full: "January 15, 2027", "15 de enero de 2027". */
export const longDateIn = (locale: string, date: Date): string =>
  dateFormat(locale, { dateStyle: 'long' }).format(date);

/** YYYY-MM-DD as that day at local midnight (`new Date(iso)` would be UTC midnight, the day before here). */
const calendarDay = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year!, month! - 1, day);
};

/** Dates in the visit's language; a YYYY-MM-DD string is a calendar day. */
export const useDates = () => {
  const locale = useLocale();
  return {
    long: (date: Date | string) => longDateIn(locale, typeof date === 'string' ? calendarDay(date) : date),
    /** A month of the year (1-12): "January" / "enero". */
    monthName: (month: number) => dateFormat(locale, { month: 'long' }).format(new Date(2000, month - 1, 1)),
    /** A month of the year (1-12): "Jan" / "ene". */
    shortMonth: (month: number) =>
      dateFormat(locale, { month: 'short' }).format(new Date(2000, month - 1, 1)),
  };
};

const pairTexts = (english: unknown, translated: unknown, into: Map<string, string>) => {
  if (typeof english === 'string' && typeof translated === 'string') into.set(english, translated);
  else if (english && translated && typeof english === 'object' && typeof translated === 'object')
    for (const [key, value] of Object.entries(english))
      pairTexts(value, (translated as Record<string, unknown>)[key], into);
};

/**
 * The Spanish of a text that was written into a schema or an error in English (a validation rule's
 * message, a form's failure set by a hook), found by its English words in the catalogues loaded so far.
 */
export const useTranslator = (): (<T>(text: T) => T | string) => {
  const language = useLanguage();
  useSpanishArrivals();
  return (text) => {
    if (language !== 'es' || typeof text !== 'string') return text;
    if (!spanishByEnglish) {
      spanishByEnglish = new Map();
      for (const [english, translated] of loaded) pairTexts(english, translated, spanishByEnglish);
    }
    return spanishByEnglish.get(text) ?? text;
  };
};

/**
 * A word of an api's fixed vocabulary (a group of a catalogue, by code: the agents' titles, the plans'
 * benefit names) in the visit's language: the entry of `words` whose English is `text`; the text itself
 * when it is not in the vocabulary (the data's own wording).
 */
export const inWords = <K extends string>(
  english: Readonly<Record<K, string>>,
  words: Readonly<Record<K, string>>,
  text: string,
): string => {
  const code = (Object.keys(english) as K[]).find((key) => english[key] === text);
  return code === undefined ? text : words[code];
};

export const useTranslatedText = <T>(text: T): T | string => useTranslator()(text);

/** A catalogue in the visit's language: English until its Spanish module has loaded. */
export const useMessages = <T extends object>(english: T): T => {
  const language = useLanguage();
  const translated = loaded.get(english);
  // Rendered again when this catalogue's Spanish arrives, not at every other's: a Spanish page whose
  // modules land one by one re-rendered each of its components once per module.
  const waiting = language === 'es' && !translated;
  const arrived = useCallback(() => loaded.has(english), [english]);
  useRenderAgainOnArrival(waiting ? listenersOf(english) : null, translated !== undefined, arrived);
  useEffect(() => {
    if (language === 'es') loadSpanish(english).catch(() => undefined);
  }, [language, english]);
  return language === 'es' && translated ? (translated as T) : english;
};
