/**
 * A schema built on first use (issue 10, Total Blocking Time). zod 4 builds a schema's internals when
 * `z.object(...)` etc. is called, so a module of schemas costs its construction when it is imported: this
 * package's schemas were about 1,900 zod instances, built at the shell's first load though its first
 * paint uses a handful. `lazySchema(() => z.object({...}))` declares the schema once, with its exact type,
 * and builds it (once) when anything first touches it: a parse, a method, `_zod`, `instanceof`, another
 * schema that composes it when that one is built, zod-openapi reading it.
 *
 * The returned object is the schema itself, not a wrapper: until first use its prototype is a trap; the
 * first property read (or `in`, or write) builds the schema, gives this object the built schema's
 * prototype and runs the same zod constructor on it with the built schema's definition. From then on it is
 * an ordinary zod instance with no indirection, and it is the one identity every user holds (zod's own
 * closures, `toJSONSchema`'s bookkeeping and registries all see this object). Metadata registered inside
 * `build` (`.meta`, `.describe`) is carried over.
 */
import { globalRegistry } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

type Constructor = (this: object, def: unknown) => void;

export const lazySchema = <T extends $ZodType>(build: () => T): T => {
  const self = Object.create(
    new Proxy(Object.create(null) as object, {
      get: (_, key) => Reflect.get(materialize(), key, self),
      has: (_, key) => key in materialize(),
      set: (_, key, value) => Reflect.set(materialize(), key, value),
    }),
  ) as T;
  let building = false;
  const materialize = (): T => {
    if (building) throw new Error('lazySchema: a schema used while it is being built (a cycle: use z.lazy)');
    building = true;
    let real: T;
    try {
      real = build();
    } finally {
      building = false;
    }
    Object.setPrototypeOf(self, Object.getPrototypeOf(real));
    (real._zod.constr as unknown as Constructor).call(self, real._zod.def);
    if (real._zod.parent) self._zod.parent = real._zod.parent;
    const meta = globalRegistry.get(real);
    if (meta) globalRegistry.add(self, meta);
    return self;
  };
  return self;
};
