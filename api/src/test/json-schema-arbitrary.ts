/**
 * fast-check arbitraries of the values a JSON Schema allows (the schemas zod writes for the endpoint
 * descriptors with z.toJSONSchema), so the fuzzer's requests often pass validation and reach the
 * handlers. Covers what those schemas use: const, enum, anyOf/oneOf, objects with required keys, arrays,
 * strings (formats uuid, date, email, uri; patterns), integers, numbers, booleans, null, $ref.
 * `hint` may offer known-good values for a property by name (a served ZIP, a catalogue NDC, a victim id).
 */
import fc from 'fast-check';

export type JsonSchema = { [key: string]: unknown };
export type Hint = (property: string) => fc.Arbitrary<unknown> | null;

const MAX_ITEMS = 4;
const MAX_TEXT = 40;

const stringOf = (s: JsonSchema): fc.Arbitrary<string> => {
  const minLength = (s.minLength as number | undefined) ?? 0;
  const maxLength = (s.maxLength as number | undefined) ?? Number.POSITIVE_INFINITY;
  const fits = (v: string) => v.length >= minLength && v.length <= maxLength;
  switch (s.format) {
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uri':
      return fc.webUrl().filter(fits);
  }
  if (typeof s.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter(fits);
    } catch {
      // a pattern fast-check cannot generate from: plain text instead
    }
  }
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, MAX_TEXT)) });
};

const numberOf = (s: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const min = (s.minimum as number | undefined) ?? (s.exclusiveMinimum as number | undefined) ?? -1e6;
  const max = (s.maximum as number | undefined) ?? (s.exclusiveMaximum as number | undefined) ?? 1e6;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({
    min,
    max,
    minExcluded: s.exclusiveMinimum !== undefined,
    maxExcluded: s.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
};

export const arbitraryOf = (
  schema: JsonSchema,
  hint: Hint = () => null,
  root: JsonSchema = schema,
): fc.Arbitrary<unknown> => {
  const of = (s: unknown) => arbitraryOf(s as JsonSchema, hint, root);
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace(/^#\/\$defs\//, '');
    return of((root.$defs as Record<string, JsonSchema> | undefined)?.[name] ?? {});
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const union = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (union) return fc.oneof(...union.map(of));
  if (Array.isArray(schema.allOf)) return of(schema.allOf[0]);
  const type = Array.isArray(schema.type) ? (schema.type[0] as string) : (schema.type as string | undefined);
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(of(schema.items ?? {}), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.max(
          (schema.minItems as number | undefined) ?? 0,
          Math.min((schema.maxItems as number | undefined) ?? MAX_ITEMS, MAX_ITEMS),
        ),
      });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, s]) => {
          const known = hint(name);
          return [name, known ? fc.oneof(known, of(s)) : of(s)];
        }),
      );
      return fc.record(model, { requiredKeys: (schema.required as string[] | undefined) ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};
