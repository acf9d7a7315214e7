/**
 * A schema built on first use (issue 10, Total Blocking Time). zod 4 builds a schema's internals when
 * `z.object(...)` etc. is called, so a module of schemas costs its construction when it is imported: the
 * api modules of this package are about 1,800 zod instances, built at the shell's first load though its
 * first paint uses a handful. `lazySchema(() => z.object({...}))` declares the schema once, with its exact
 * type, and builds it (once) when anything first touches it: a parse, a method, another schema that
 * composes it when that one is built, zod-openapi reading it. Until then it is a Proxy that costs nothing.
 *
 * The Proxy forwards every operation to the built schema, so `instanceof`, `_zod`, prototype methods
 * (called with the proxy as `this`, which again forwards) and composition behave as on the schema itself.
 * Identity is the proxy's: every user holds the same proxy, so maps keyed by schema (zod-openapi's
 * components) stay consistent. Do not register metadata (`.meta`, `.describe`) inside `build` and look it
 * up by the proxy: the registry holds the built object, not the proxy.
 */
export const lazySchema = <T extends object>(build: () => T): T => {
  let built: T | undefined;
  const real = (): T => {
    if (built === undefined) built = build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    // zod's own `_zod` is non-configurable; a proxy may not report that for a key its (empty) target
    // lacks, so the copy says configurable.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
};
