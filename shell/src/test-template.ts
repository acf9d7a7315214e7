/** The page template (tooling/index.html) and its inline scripts, as the browser runs them before any bundle. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const template = readFileSync(path.resolve(import.meta.dirname, '../../tooling/index.html'), 'utf8');

export const inlineScripts = (): string[] =>
  [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

/** The template's inline script that mentions `text` (its attribute's name): exactly one. */
export const inlineScriptWith = (text: string): string => {
  const found = inlineScripts().filter((script) => script.includes(text));
  if (found.length !== 1) throw new Error(`${found.length} inline scripts mention ${text}`);
  return found[0]!;
};
