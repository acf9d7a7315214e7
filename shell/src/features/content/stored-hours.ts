/**
 * The agents' hours of the last site options answer, kept per language in the browser (spec 3's app state
 * lists operationHours among what is persisted). A returning visitor's drawer and top bar show them from the
 * first render; without them the drawer's hours came about a second after the page, when the answer did,
 * and pushed "There's no obligation to enroll" and "Start over" 93 px down (a layout shift of 0.0027 at
 * 1280x900 on every page with the drawer). The page template's inline script (tooling/index.html) reads
 * the same entry to fill the prerendered drawer's line before the first paint, so the app's first render
 * finds them where they already are.
 */
import type { Language } from 'shared-contracts';

export const HOURS_STORAGE_KEY = 'mpf:operation-hours:v1';
/** Stands for the hours in the prerendered drawer's line, which the template's script fills. */
export const HOURS_TOKEN = '%HOURS%';
/** On the prerendered drawer's hours line: shown only when the template's script filled it. */
export const PRERENDERED_HOURS = 'data-prerendered-hours';

type Stored = Partial<Record<Language, string>>;

const readAll = (storage: Storage): Stored => {
  try {
    const value: unknown = JSON.parse(storage.getItem(HOURS_STORAGE_KEY) ?? 'null');
    return value && typeof value === 'object' ? (value as Stored) : {};
  } catch {
    return {};
  }
};

/** The hours last answered in this language, or null (none kept, storage blocked or unreadable). */
export const readStoredHours = (storage: Storage | undefined, language: Language): string | null => {
  if (!storage) return null;
  const hours = readAll(storage)[language];
  return typeof hours === 'string' ? hours : null;
};

/** Keeps the answer's hours for the next visit; a blocked or full storage only loses the head start. */
export const storeHours = (storage: Storage | undefined, language: Language, hours: string) => {
  if (!storage) return;
  try {
    storage.setItem(HOURS_STORAGE_KEY, JSON.stringify({ ...readAll(storage), [language]: hours }));
  } catch {}
};

/** The browser's storage where there is one (not in the build's prerender), and reachable. */
export const browserStorage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};
