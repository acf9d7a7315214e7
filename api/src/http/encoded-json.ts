/**
 * JSON bodies kept encoded, for a route whose answer is a pure function of inputs it can name in a key
 * and is large enough that building, checking and encoding it cost more than the rest of the call (a
 * plan search: 62 plans priced, about 280 KB). The handler names every input in the key and returns
 * `cache.reply(key, ...)`; the first call with a key builds the body, the others send the same bytes.
 *
 * One string field may be new in every answer (an id the answer hands out): the bytes are kept as the
 * text before and after its value, and each answer gets a value of its own between them.
 */
import { LRUCache } from 'lru-cache';
import type { AnyEndpoint } from 'shared-contracts/endpoints';
import type { AppDeps } from '../deps';
import { jsonBytes } from './json-body';
import { checkResponse } from './response-check';

/** A handler result sent as these bytes, one after the other (application/json). */
export class EncodedJson {
  constructor(
    readonly parts: readonly Uint8Array[],
    /** The body went through checkResponse as it was built for this very answer. */
    readonly checked: boolean,
  ) {}

  bytes(): Buffer<ArrayBuffer> {
    return Buffer.concat(this.parts);
  }
}

interface Entry {
  before: Buffer;
  after: Buffer;
}

export interface EncodedJsonCacheOptions {
  /** The route: bodies are checked against its response schema when built. */
  endpoint: AnyEndpoint;
  /** Bound on the bytes kept (bodies and keys); the least recently sent go first. */
  maxBytes: number;
  /** Bound on the number of bodies kept. */
  maxEntries: number;
}

export class EncodedJsonCache {
  readonly #endpoint: AnyEndpoint;
  readonly #entries: LRUCache<string, Entry>;

  constructor(o: EncodedJsonCacheOptions) {
    this.#endpoint = o.endpoint;
    this.#entries = new LRUCache<string, Entry>({
      max: o.maxEntries,
      maxSize: o.maxBytes,
      sizeCalculation: (entry, key) => entry.before.length + entry.after.length + key.length * 2,
    });
  }

  /** Bodies and bytes kept now. */
  get size() {
    return { entries: this.#entries.size, bytes: this.#entries.calculatedSize };
  }

  clear() {
    this.#entries.clear();
  }

  /**
   * The answer for `key`: built by `build(fresh)` the first time (`fresh` is the value of the field that
   * is new in every answer; the body must hold it once, as a string), then the same bytes with another
   * `fresh()` value in its place. A body its schema refuses throws (500) and is not kept.
   */
  async reply(
    key: string,
    deps: AppDeps,
    fresh: () => string,
    build: (freshValue: string) => Promise<unknown> | unknown,
  ): Promise<EncodedJson> {
    const hit = this.#entries.get(key);
    if (hit) return new EncodedJson([hit.before, Buffer.from(JSON.stringify(fresh())), hit.after], false);
    const value = fresh();
    const body = await build(value);
    checkResponse(this.#endpoint, body, deps);
    const bytes = jsonBytes(body);
    const marker = Buffer.from(JSON.stringify(value));
    const at = bytes.indexOf(marker);
    // Kept only when the fresh value is there exactly once, so that nothing else is ever replaced.
    if (at >= 0 && bytes.indexOf(marker, at + 1) < 0) {
      this.#entries.set(key, {
        before: bytes.subarray(0, at),
        after: bytes.subarray(at + marker.length),
      });
    }
    return new EncodedJson([bytes], true);
  }
}
