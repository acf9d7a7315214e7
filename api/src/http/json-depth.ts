/**
 * A limit on how deeply a JSON request body may nest. JSON.parse itself copes with deep input, but every
 * recursive walk after it (validation, the NUL check) would overflow the stack on, say, 20,000 nested
 * arrays: such a body is refused with a 400 before it is parsed.
 */
import { badRequest } from './errors';
import { API_MESSAGES } from './messages';

/** Far deeper than any call's body (the deepest nests 4 levels). */
export const MAX_JSON_DEPTH = 32;

const OPEN = new Set(['[', '{']);
const CLOSE = new Set([']', '}']);

/** The text's bracket nesting goes past `limit`; brackets inside strings do not count. One pass, no parse. */
export const nestsDeeperThan = (text: string, limit: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (OPEN.has(ch)) {
      if (++depth > limit) return true;
    } else if (CLOSE.has(ch)) depth--;
  }
  return false;
};

export const assertJsonDepth = (text: string) => {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw badRequest(API_MESSAGES.invalidBody, [
      { path: '', message: `JSON may nest at most ${MAX_JSON_DEPTH} levels deep` },
    ]);
  }
};
