/**
 * A JSON body as UTF-8 bytes, the same bytes as JSON.stringify gives. JSON.stringify of a large value is
 * a V8 cons string, which the http layer flattens to measure and then encodes again to write: for a
 * 280 KB plan search that cost more than the stringify itself. Stringifying the first levels of objects
 * and arrays piece by piece gives small flat strings, written straight into one Buffer.
 */

/** The content type c.json sends. */
export const JSON_CONTENT = { 'content-type': 'application/json' };

/**
 * Plain objects and arrays this deep are taken apart; deeper values are stringified whole. Four levels
 * reach the fields of each item of a list in a body's envelope (a plan of `cntr.medicarePlans`), so the
 * parts of it kept encoded are spliced in.
 */
const SPLIT_DEPTH = 4;

/**
 * Values kept encoded: their JSON once made (null until then), given again wherever they are met
 * within SPLIT_DEPTH levels.
 */
const encodedOnce = new WeakMap<object, string | null>();

const deepFreeze = (value: unknown) => {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
};

/**
 * Marks an object or array that is sent in many bodies and never changes (reference data: a plan's
 * benefit tables) so that its JSON is made once and spliced into every body that holds it. Frozen, deep,
 * so that nothing can change it after its JSON was made. Gives the value back.
 */
export const keepEncoded = <T extends object>(value: T): T => {
  if (!encodedOnce.has(value)) {
    deepFreeze(value);
    encodedOnce.set(value, null);
  }
  return value;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return (
    (proto === Object.prototype || proto === null) &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function'
  );
};

/** Appends the JSON of `value`; false when JSON.stringify leaves it out (undefined, a function). */
const encode = (value: unknown, depth: number, out: string[]): boolean => {
  if (value !== null && typeof value === 'object') {
    const kept = encodedOnce.get(value);
    if (kept !== undefined) {
      const json = kept ?? JSON.stringify(value);
      if (kept === null) encodedOnce.set(value, json);
      out.push(json);
      return true;
    }
  }
  if (depth < SPLIT_DEPTH && Array.isArray(value)) {
    out.push('[');
    value.forEach((item, i) => {
      if (i > 0) out.push(',');
      if (!encode(item, depth + 1, out)) out.push('null');
    });
    out.push(']');
    return true;
  }
  if (depth < SPLIT_DEPTH && isPlainObject(value)) {
    out.push('{');
    let first = true;
    for (const key of Object.keys(value)) {
      const at = out.length;
      out.push(`${first ? '' : ','}${JSON.stringify(key)}:`);
      if (encode(value[key], depth + 1, out)) first = false;
      else out.length = at;
    }
    out.push('}');
    return true;
  }
  const json: string | undefined = JSON.stringify(value);
  if (json === undefined) return false;
  out.push(json);
  return true;
};

export const jsonBytes = (value: unknown): Buffer<ArrayBuffer> => {
  const pieces: string[] = [];
  if (!encode(value, 0, pieces)) throw new TypeError('A JSON body must be a JSON value');
  let length = 0;
  for (const piece of pieces) length += Buffer.byteLength(piece);
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  for (const piece of pieces) at += bytes.write(piece, at);
  return bytes;
};
