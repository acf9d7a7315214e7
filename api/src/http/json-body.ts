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
