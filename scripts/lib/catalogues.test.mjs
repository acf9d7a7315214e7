// The message catalogues in both languages: every catalogue of the browser packages (each feature's
// messages.ts, the kit's, the validation rules') is found and loaded, and each Spanish module has exactly
// the keys of its English object, the same kinds of value and the same function parameters. A text in one
// language and not the other fails here (the types say the same at compile time: `satisfies
// Translation<…>`). The catalogues not in Spanish yet are listed by name, so a new English catalogue
// without its Spanish fails too.
import { describe, expect, it } from 'vitest';
import { loadCatalogues } from './catalogue-files.mjs';

/** English catalogues whose Spanish is still to be written (issue 27), by package and export name: none. */
const NOT_YET_IN_SPANISH = [];

/** The shape of a catalogue: each key with the kind of its value (a function with its parameter count). */
const shape = (value) => {
  if (typeof value === 'function') return `function(${value.length})`;
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.keys(value).map((key) => [key, shape(value[key])]));
  return typeof value;
};

const { catalogues, loadSpanish } = await import('../../web-kit/src/i18n/index.ts');
const found = await loadCatalogues();

describe('the message catalogues in English and Spanish', () => {
  it('finds the catalogues of every package', () => {
    expect(found.length).toBeGreaterThan(35);
  });

  it('has a Spanish module for every catalogue but those listed as still to be written', () => {
    const known = new Set(catalogues());
    const without = found.filter((c) => !known.has(c.value)).map((c) => `${c.pkg} ${c.name}`);
    expect(without.sort()).toEqual(NOT_YET_IN_SPANISH);
  });

  it.each(found.filter((c) => catalogues().includes(c.value)).map((c) => [`${c.pkg} ${c.name}`, c.value]))(
    '%s: the Spanish has exactly the English keys, kinds of value and parameters',
    async (_, english) => {
      const spanish = await loadSpanish(english);
      expect(shape(spanish)).toEqual(shape(english));
    },
  );
});
