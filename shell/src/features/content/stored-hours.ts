/**
 * The agents' hours of the last site options answer, kept per language in the browser (spec 3's app state
 * lists operationHours among what is persisted). A returning visitor's drawer and top bar show them from the
 * first render; without them the drawer's hours came about a second after the page, when the answer did,
 * and pushed "There's no obligation to enroll" and "Start over" 93 px down (a layout shift of 0.0027 at
 * 1280x900 on every page with the drawer). The page template's inline script (tooling/index.html) reads
 * the same entry to fill the prerendered drawer's line before the first paint, so the app's first render
 * finds them where they already are. Storage blocked (or absent, in the build's prerender) only loses
 * the head start.
 */
import type { Language } from 'shared-contracts';

/** The entry of a language: the key is this and the language ('mpf:operation-hours:v1:en'). */
export const HOURS_STORAGE_KEY = 'mpf:operation-hours:v1:';
/** Stands for the hours in the prerendered drawer's line, which the template's script fills. */
export const HOURS_TOKEN = '%HOURS%';
/** On the prerendered drawer's hours line: shown only when the template's script filled it. */
export const PRERENDERED_HOURS = 'data-prerendered-hours';

/** The hours last answered in this language, or null (none kept, or no storage to read). */
export const readStoredHours = (language: Language): string | null => {
  try {
    return localStorage.getItem(HOURS_STORAGE_KEY + language);
  } catch {
    return null;
  }
};

/** Keeps an answer's hours for the next visit. */
export const storeHours = (language: Language, hours: string) => {
  try {
    localStorage.setItem(HOURS_STORAGE_KEY + language, hours);
  } catch {}
};
