/**
 * Text order for display lists (carrier and plan names): exactly `a.localeCompare(b)` in an English
 * browser, written out for the printable ASCII that names are made of.
 *
 * A page's first `localeCompare` (or Intl.Collator) loads the browser's ICU collation data: 40-55 ms at
 * a phone's speed (bench/main-thread on /plans/all/, 4x), inside the task that shows the plan list. For
 * strings of printable ASCII the Unicode collation (CLDR root, which English does not tailor) is simple:
 * every character has a primary weight (spaces and punctuation, then symbols, then digits, then
 * letters, a letter's cases equal), compared over the whole string first; only when those are all equal,
 * a lowercase letter before its uppercase (the tertiary level). collate.test.ts compares this with
 * `localeCompare(…, 'en-US')` on tricky strings and random ones, and the api's reference-data test on
 * every carrier and plan name the seed data makes. Anything else (accents, other scripts, control
 * characters), or a browser whose language is not English (its collation may tailor ASCII), goes to
 * `localeCompare` itself, as before.
 */

/** Printable ASCII in the collation's primary order; a letter's two cases are adjacent (lower first). */
export const ASCII_COLLATION_ORDER =
  ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789aAbBcCdDeEfFgGhHiIjJkKlLmMnNoOpPqQrRsStTuUvVwWxXyYzZ';

/** Primary weight by char code (0: not written out here); an uppercase letter shares its lowercase's. */
const PRIMARY = new Uint8Array(128);
{
  let weight = 0;
  for (const ch of ASCII_COLLATION_ORDER) {
    const code = ch.charCodeAt(0);
    const isUpper = code >= 65 && code <= 90;
    if (!isUpper) weight += 1;
    PRIMARY[code] = weight;
  }
}

const isUpperAscii = (code: number) => code >= 65 && code <= 90;

let englishDefault: boolean | undefined;
/** Whether `localeCompare` without a locale collates as English (CLDR root) does: the browser's language. */
const defaultIsEnglish = (): boolean => {
  if (englishDefault === undefined) {
    // shared-contracts has no DOM types: the browser's navigator, where there is one.
    const language = (globalThis as { navigator?: { language?: string } }).navigator?.language;
    englishDefault = language === undefined || /^en(-[a-z]{2}|-\d{3})?$/i.test(language);
  }
  return englishDefault;
};

/** For tests: forget the language read (a test that changes navigator.language). */
export const resetCollateLanguage = () => {
  englishDefault = undefined;
};

/** -1, 0 or 1 as `a.localeCompare(b)`; without ICU for printable ASCII in an English browser. */
export const compareText = (a: string, b: string): number => {
  if (!defaultIsEnglish()) return a.localeCompare(b);
  const n = Math.min(a.length, b.length);
  let primary = 0;
  let tertiary = 0;
  for (let i = 0; i < n; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    const wa = ca < 128 ? (PRIMARY[ca] ?? 0) : 0;
    const wb = cb < 128 ? (PRIMARY[cb] ?? 0) : 0;
    if (wa === 0 || wb === 0) return a.localeCompare(b);
    if (primary === 0 && wa !== wb) primary = wa < wb ? -1 : 1;
    if (tertiary === 0 && ca !== cb) tertiary = isUpperAscii(ca) ? 1 : -1;
  }
  // The longer string's rest must be written out here too (a control character there is ignorable).
  for (const rest of [a, b]) {
    for (let i = n; i < rest.length; i++) {
      const c = rest.charCodeAt(i);
      if (c >= 128 || PRIMARY[c] === 0) return a.localeCompare(b);
    }
  }
  if (primary !== 0) return primary;
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return tertiary;
};
