/**
 * A doctor search typed in Spanish: the api stores each doctor's specialty in English (shared-contracts'
 * SPECIALTIES), and the search hint of a Spanish page says "un tipo de médico como Cardiología". Each
 * search term gets the English specialty its Spanish names, besides itself (it may still start a doctor's
 * name: "Card" is a surname as well as the start of "Cardiología").
 */
import { SPECIALTIES, type SpecialtyCode } from 'shared-contracts/specialties';
import { SPECIALTIES_ES } from 'shared-contracts/specialties.es';

/** Lower case, without accents: "Cardiología" and "cardiologia" are the same word to a search. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const CODES = Object.keys(SPECIALTIES) as SpecialtyCode[];
const SPANISH_WORDS = CODES.map((code) => ({
  english: SPECIALTIES[code].toLowerCase(),
  words: plain(SPECIALTIES_ES[code]).split(/\s+/),
}));
/** A term this short is too often the start of a name to be read as a specialty. */
const MIN_PREFIX = 4;

export interface SearchTerm {
  /** The words as typed (lower case): the start of a first or last name, or a word of the specialty. */
  text: string;
  /** The English specialty these Spanish words name; else the text itself. */
  specialty: string;
}

/**
 * The search terms of a search text: one per word, except that a Spanish specialty of several words
 * ("Medicina familiar") is one term. A word that starts exactly one one-word Spanish specialty (at least
 * four letters: "oftalmo", "Neumología") names that specialty's English.
 */
export const searchTerms = (searchText: string): SearchTerm[] => {
  const words = searchText.toLowerCase().split(/\s+/).filter(Boolean);
  const plainWords = words.map(plain);
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length; ) {
    const whole = SPANISH_WORDS.find(
      (s) => s.words.length > 1 && s.words.every((w, k) => plainWords[i + k] === w),
    );
    if (whole) {
      terms.push({ text: words.slice(i, i + whole.words.length).join(' '), specialty: whole.english });
      i += whole.words.length;
      continue;
    }
    const text = words[i] as string;
    const word = plainWords[i] as string;
    const [only, ...others] =
      word.length >= MIN_PREFIX
        ? SPANISH_WORDS.filter((s) => s.words.length === 1 && s.words[0]?.startsWith(word))
        : [];
    terms.push({ text, specialty: only && others.length === 0 ? only.english : text });
    i += 1;
  }
  return terms;
};

/** The English of a specialty given whole (the search's `specialty` filter), in English or in Spanish. */
export const specialtyInEnglish = (specialty: string): string => {
  const code = CODES.find((c) => plain(SPECIALTIES_ES[c]) === plain(specialty.trim()));
  return code ? SPECIALTIES[code] : specialty;
};
