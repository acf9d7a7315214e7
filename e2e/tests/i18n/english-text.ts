/**
 * The suite's own English, from its message catalogues (the ones `scripts/lib/catalogues.test.mjs` walks)
 * and the api's (`api/src/wording.ts`: what its answers write on a page):
 * every text whose Spanish differs ("Medicare Advantage", the phone line and the plan letters are the
 * same in both languages and never count), and the fixed words of each text made by a function, cut
 * where the function puts a value in. `englishOn` lists the page's visible text that is such English.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CATALOGUE_PACKAGES, catalogueModules } from '../../../scripts/lib/catalogue-files.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

/** Marks where a function put a value in, so its fixed words can be cut out. */
const VALUE = '\u0001';
const words = (text: string) => text.match(/\p{L}+/gu)?.length ?? 0;

const collect = (english: unknown, spanish: unknown, into: Set<string>) => {
  if (typeof english === 'string') {
    if (english !== spanish) into.add(normal(english));
  } else if (typeof english === 'function' && typeof spanish === 'function') {
    const args = Array.from({ length: english.length }, () => VALUE);
    let made: unknown;
    let madeSpanish: unknown;
    try {
      made = english(...args);
      madeSpanish = spanish(...args);
    } catch {
      return;
    }
    if (typeof made !== 'string') return;
    for (const piece of made.split(new RegExp(`${VALUE}|\\n`)))
      if (words(piece) >= 2 && !String(madeSpanish).includes(piece.trim())) into.add(normal(piece));
  } else if (english && spanish && typeof english === 'object' && typeof spanish === 'object')
    for (const [key, value] of Object.entries(english))
      collect(value, (spanish as Record<string, unknown>)[key], into);
};

export const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The groups of the catalogues that hold an api's fixed vocabulary (agent titles, the plans' benefit
 * names and tier labels, the Medigap chart's columns and services, the doctors' specialties): a page
 * writes such a word into a longer text ("Tier 1: Preferred Generic", "Ana Ruiz, Medicare Agent"), so it
 * is looked for inside any text, however short it is.
 */
const VOCABULARY_GROUPS = ['agentTitles', 'benefitNames', 'tierLabels', 'items', 'services', 'specialties'];

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const collectVocabulary = (english: unknown, spanish: unknown, into: Set<string>) => {
  if (!english || !spanish || typeof english !== 'object' || typeof spanish !== 'object') return;
  for (const [key, value] of Object.entries(english)) {
    const translated = (spanish as Record<string, unknown>)[key];
    if (VOCABULARY_GROUPS.includes(key) && value && typeof value === 'object') {
      for (const [code, word] of Object.entries(value))
        if (typeof word === 'string' && word !== (translated as Record<string, unknown>)?.[code])
          into.add(normal(word));
    } else collectVocabulary(value, translated, into);
  }
};

const loadEnglish = async () => {
  const i18n = await import(path.join(root, 'web-kit/src/i18n/index.ts'));
  const { MESSAGES } = await import(path.join(root, 'shared-contracts/src/validation.ts'));
  const found: object[] = [MESSAGES];
  for (const pkg of CATALOGUE_PACKAGES)
    for (const file of catalogueModules(pkg)) {
      const module = await import(file);
      for (const [name, value] of Object.entries(module))
        if (/Messages$/.test(name) && value && typeof value === 'object') found.push(value);
    }
  const known = new Set(i18n.catalogues());
  const english = new Set<string>();
  const vocabulary = new Set<string>();
  for (const catalogue of found)
    if (known.has(catalogue)) {
      const spanish = await i18n.loadSpanish(catalogue);
      collect(catalogue, spanish, english);
      collectVocabulary(catalogue, spanish, vocabulary);
    }
  // The api's words, which reach a page in its answers: the Part D sources, the annual notice's changes.
  const { API_WORDING } = await import(path.join(root, 'api/src/wording.ts'));
  for (const [catalogue, spanish] of API_WORDING) collect(catalogue, spanish, english);
  english.delete('');
  return {
    english,
    vocabulary: [...vocabulary].map((word) => new RegExp(`(^|\\P{L})${literal(word)}(\\P{L}|$)`, 'u')),
  };
};

let english: ReturnType<typeof loadEnglish> | null = null;
/** The English texts and the vocabularies' words, loaded once per worker. */
export const englishTexts = () => {
  english ??= loadEnglish();
  return english;
};

interface TextOptions {
  within?: string;
  ignore?: string;
}

/**
 * The page's visible text, one entry per text node (screen-reader-only text included), but for text in
 * an element of the page whose own `lang` says English.
 */
const visibleText = (page: Page, { within, ignore }: TextOptions) =>
  page.evaluate(
    ({ within, ignore }) => {
      const out: string[] = [];
      // An embedded finder's text is in its shadow root.
      const root = within ? document.querySelector(within)?.shadowRoot : document.body;
      if (!root) return out;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.replace(/\s+/g, ' ').trim();
        if (!parent || !text || parent.closest('script, style, noscript, [inert], [hidden]')) continue;
        if (ignore && parent.closest(ignore)) continue;
        // Marked as English on purpose inside the page (WCAG 3.1.2), as the language switch's "English" is.
        const marked = parent.closest('[lang]');
        if (marked !== document.documentElement && marked?.getAttribute('lang')?.startsWith('en')) continue;
        if (!parent.checkVisibility({ visibilityProperty: true })) continue;
        out.push(text);
      }
      return out;
    },
    { within, ignore },
  );

/**
 * The visible texts that are English of the suite: a whole text of a catalogue, the fixed words (three
 * or more) of one inside a longer text, or a word of an api's vocabulary anywhere in a text. Names, numbers and data never match: they are not in a catalogue.
 * `within`: the host element of a shadow root to read instead of the page (the embedded finder); `ignore`:
 * a part of the page whose text is data, not the suite's.
 */
export const englishOn = async (page: Page, options: TextOptions = {}): Promise<string[]> => {
  const { english: texts, vocabulary } = await englishTexts();
  const long = [...texts].filter((t) => words(t) >= 3);
  return (await visibleText(page, options)).filter(
    (text) => texts.has(text) || long.some((t) => text.includes(t)) || vocabulary.some((w) => w.test(text)),
  );
};
