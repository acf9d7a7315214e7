// One voice for the Spanish edition (issue 27): the Medicare terms as medicare.gov en español writes them
// for beneficiaries (CMS's "Medicare y Usted" and the Spanish Plan Finder): "Medicare Advantage",
// "Parte D", "Medicare Original", "Medigap (Seguro suplementario de Medicare)", "deducible", "copago",
// "coseguro", "formulario", "Ayuda Adicional". Every Spanish text of the browser catalogues (each text a
// function makes, with stand-in values), the api's and the shared notices' is read, and a variant of
// those terms fails with the text it is in.
import { describe, expect, it } from 'vitest';
import { loadCatalogues } from './catalogue-files.mjs';

/** A variant a Spanish text must not use, with the term CMS writes instead. */
const VARIANTS = [
  [/\bdeductible/i, 'deducible'],
  [/\bco-?pay|\bco-pago|\bcopagamento/i, 'copago'],
  [/\bco-?insurance|\bco-seguro|\bcoaseguro/i, 'coseguro'],
  [/\bfranquicia/i, 'deducible'],
  [/\bformulary/i, 'formulario'],
  [/\bparte [A-D]\b|\bParte-[A-D]\b|\bPart [A-D]\b/, 'Parte A, B, C o D'],
  [/\bMedicare original\b|\bOriginal Medicare\b/, 'Medicare Original'],
  [/ventaja de medicare|medicare ventaja/i, 'Medicare Advantage'],
  [
    /\bMedicare Supplement\b|suplemento de medicare|medicare suplementario|seguro suplementario(?! de Medicare)/i,
    'Medigap (Seguro suplementario de Medicare)',
  ],
  [/\bSeguro Suplementario\b/, 'Seguro suplementario de Medicare'],
  [/\bExtra Help\b|\bayuda adicional\b|\bAyuda Extra\b/, 'Ayuda Adicional'],
];

/** The texts of a catalogue: its strings, and what its functions write with stand-in values. */
const texts = (value, out = []) => {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'function') {
    try {
      const made = value(...Array.from({ length: value.length }, () => '…'));
      if (typeof made === 'string') out.push(made);
    } catch {
      // A function that needs a real value (a number, a date) is read through its catalogue's strings.
    }
  } else if (value && typeof value === 'object') for (const item of Object.values(value)) texts(item, out);
  return out;
};

const { catalogues, loadSpanish } = await import('../../web-kit/src/i18n/index.ts');
const { API_WORDING } = await import('../../api/src/wording.ts');
const { NOTICES_ES } = await import('../../shared-contracts/src/notices.es.ts');
const found = await loadCatalogues();
const known = new Set(catalogues());
const spanish = [];
for (const { pkg, name, value } of found)
  if (known.has(value)) spanish.push([`${pkg} ${name}`, await loadSpanish(value)]);
for (const [i, [, es]] of API_WORDING.entries()) spanish.push([`api catalogue ${i + 1}`, es]);
spanish.push(['shared-contracts NOTICES_ES', NOTICES_ES]);

/** The variants a text uses: "variant → term". */
export const variantsIn = (text) =>
  VARIANTS.filter(([pattern]) => pattern.test(text)).map(
    ([pattern, term]) => `${text.match(pattern)[0]} → ${term}`,
  );

describe('the Spanish glossary', () => {
  it('knows a variant when it sees one', () => {
    expect(variantsIn('Su co-pago es de $20')).toEqual(['co-pago → copago']);
    expect(variantsIn('El deductible de la parte D')).toEqual([
      'deductible → deducible',
      'parte D → Parte A, B, C o D',
    ]);
    expect(variantsIn('Planes Medigap (Seguro suplementario de Medicare) y coseguro')).toEqual([]);
  });

  it.each(spanish)('%s writes the Medicare terms as CMS does in Spanish', (_, catalogue) => {
    expect(texts(catalogue).flatMap((text) => variantsIn(text).map((v) => `${v}: ${text}`))).toEqual([]);
  });
});
