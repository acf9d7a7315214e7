#!/usr/bin/env node
// The reading level of the suite's English text (issue 29): the Flesch–Kincaid grade of every messages
// catalogue (`<package>/src/**/messages.ts`), per remote and package, over the sentences people read.
// CMS asks for grade 8 or lower in beneficiary materials.
//
//   node scripts/reading-level.mjs            # one line per package, and the whole suite
//   node scripts/reading-level.mjs --worst 20 # and the 20 hardest sentences above grade 8, with their file
//
// The text is read from the source, not run: every string and template literal of a catalogue, a
// template's `${…}` read as one short word ("it"). A label ("Menu", "Compare plans") is no sentence and
// would make the figure look easier than the prose is, so only text that ends like a sentence or runs to
// six words or more counts; a web address is no text.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import { transformSync } from 'esbuild';
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

const root = path.resolve(import.meta.dirname, '..');
const PACKAGES = ['shell', 'web-kit', 'mfe-onboarding', 'mfe-plans', 'mfe-providers', 'mfe-member', 'embed'];
const TARGET = 8;

const catalogues = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : catalogues(full);
    return entry.name === 'messages.ts' ? [full] : [];
  });

/** Every piece of text a catalogue holds, in source order. */
const textsOf = (file) => {
  const { code } = transformSync(readFileSync(file, 'utf8'), { loader: 'ts', format: 'esm' });
  const texts = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (node.type === 'Literal' && typeof node.value === 'string') {
      if (!node.value.includes('://')) texts.push(node.value);
    } else if (node.type === 'TemplateLiteral') {
      texts.push(node.quasis.map((q) => q.value.cooked).join('it'));
      node.expressions.forEach(visit);
    } else if (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration') return;
    else for (const [key, value] of Object.entries(node)) if (key !== 'key') visit(value);
  };
  visit(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }));
  return texts;
};

const wordsOf = (sentence) => sentence.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];

const sentencesOf = (text) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[.!?]$/.test(s) || wordsOf(s).length >= 6)
    .filter((s) => wordsOf(s).length > 0);

const counts = (sentences) => {
  let word = 0;
  let syllables = 0;
  for (const s of sentences) {
    for (const w of wordsOf(s)) {
      word += 1;
      syllables += Math.max(1, syllable(w));
    }
  }
  return { sentence: sentences.length, word, syllable: syllables };
};

const grade = (sentences) => (sentences.length ? fleschKincaid(counts(sentences)) : 0);

const worstArg = process.argv.indexOf('--worst');
const worst = worstArg > 0 ? Number(process.argv[worstArg + 1] ?? 20) : 0;

const all = [];
const hard = [];
console.log('package          sentences  words  grade');
for (const pkg of PACKAGES) {
  const sentences = [];
  for (const file of catalogues(path.join(root, pkg, 'src'))) {
    for (const s of textsOf(file).flatMap(sentencesOf)) {
      sentences.push(s);
      const g = grade([s]);
      if (g > TARGET) hard.push({ g, s, file: path.relative(root, file) });
    }
  }
  all.push(...sentences);
  const c = counts(sentences);
  console.log(
    `${pkg.padEnd(16)} ${String(c.sentence).padStart(9)} ${String(c.word).padStart(6)} ${grade(sentences).toFixed(1).padStart(6)}`,
  );
}
const c = counts(all);
console.log(
  `${'whole suite'.padEnd(16)} ${String(c.sentence).padStart(9)} ${String(c.word).padStart(6)} ${grade(all).toFixed(1).padStart(6)}`,
);
console.log(`sentences above grade ${TARGET}: ${hard.length} of ${all.length}`);
if (worst) {
  hard.sort((a, b) => b.g - a.g);
  for (const { g, s, file } of hard.slice(0, worst))
    console.log(`${g.toFixed(1).padStart(5)}  ${file}: ${s}`);
}
