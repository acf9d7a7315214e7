/**
 * A JSON body as UTF-8 bytes, the same bytes as JSON.stringify gives. JSON.stringify of a large value is
 * a V8 cons string, which the http layer flattens to measure and then encodes again to write: for a
 * 280 KB plan search that cost more than the stringify itself. Stringifying the first levels of objects
 * and arrays piece by piece gives small flat strings, written straight into one Buffer.
 */

/** The content type c.json sends. */
export const JSON_CONTENT = { 'content-type': 'application/json' };

/** Plain objects and arrays this deep are taken apart; deeper values are stringified whole. */
const SPLIT_DEPTH = 3;

/**
 * Values kept encoded: their JSON once made (null until then), given again wherever they are met
 * within SPLIT_DEPTH levels.
 */
const encodedOnce = new WeakMap<object, string | null>();

/** Objects made by withKeptHead: their head, kept encoded, whose fields come first. */
const keptHeads = new WeakMap<object, object>();

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
/**
 * An object of the fields of `head` (an object kept encoded, see keepEncoded) followed by those of
 * `rest`, encoded as the JSON of head (made once) and then rest's fields: for a large object of which
 * most is the same in every body (a plan's own data) and the rest is not (its prices for one person).
 * The object is frozen; head and rest must not share a field, and their fields are never array indices
 * (those would come first).
 */
export const withKeptHead = <H extends object, R extends object>(head: H, rest: R): Readonly<H & R> => {
  if (!encodedOnce.has(head)) throw new TypeError('withKeptHead: the head must be kept encoded');
  const value = Object.freeze({ ...head, ...rest });
  const headKeys = Object.keys(head);
  const keys = Object.keys(value);
  if (keys.length !== headKeys.length + Object.keys(rest).length || headKeys.some((k, i) => keys[i] !== k))
    throw new TypeError('withKeptHead: head and rest share a field, or a field is an array index');
  keptHeads.set(value, head);
  return value;
};

const keptJson = (value: object, kept: string | null) => {
  if (kept !== null) return kept;
  const json = JSON.stringify(value);
  encodedOnce.set(value, json);
  return json;
};

const encode = (value: unknown, depth: number, out: string[]): boolean => {
  if (value !== null && typeof value === 'object') {
    const kept = encodedOnce.get(value);
    if (kept !== undefined) {
      out.push(keptJson(value, kept));
      return true;
    }
    const head = keptHeads.get(value);
    if (head) {
      const headJson = keptJson(head, encodedOnce.get(head) ?? null);
      let first = headJson === '{}';
      out.push(first ? '{' : headJson.slice(0, -1));
      const keys = Object.keys(value);
      for (let i = Object.keys(head).length; i < keys.length; i++) {
        const key = keys[i]!;
        const at = out.length;
        out.push(`${first ? '' : ','}${JSON.stringify(key)}:`);
        if (encode((value as Record<string, unknown>)[key], depth + 1, out)) first = false;
        else out.length = at;
      }
      out.push('}');
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
