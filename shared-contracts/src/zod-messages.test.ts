import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MESSAGES, tooLongMessage } from './validation';
import './zod-config';

/** The first issue's message of a parse that fails. */
const said = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.safeParse(schema, value);
  if (result.success) throw new Error('the parse passed');
  return result.error.issues[0]?.message;
};

describe('a check without words of its own (the hosts set fieldMessage with zod-config)', () => {
  it('says a text over a listed bound with that bound', () => {
    // zod's English locale said "Too big: expected string to have <=100 characters" before.
    expect(said(z.string().check(z.maxLength(100)), 'x'.repeat(101))).toBe(tooLongMessage(100));
    expect(said(z.string().check(z.maxLength(80)), 'x'.repeat(81))).toBe(tooLongMessage(80));
  });

  it('says Required for a missing value or an empty text that must have one character', () => {
    expect(said(z.object({ name: z.string() }), {})).toBe(MESSAGES.required);
    expect(said(z.string().check(z.minLength(1)), '')).toBe(MESSAGES.required);
  });

  it('says the catalogued fallback for anything else, and never zod’s own words', () => {
    expect(said(z.url(), 'not a web address')).toBe(MESSAGES.invalid);
    expect(said(z.string().check(z.maxLength(7)), 'x'.repeat(8))).toBe(MESSAGES.invalid);
    expect(said(z.int(), 1.5)).toBe(MESSAGES.invalid);
  });

  it('leaves a schema’s own message alone', () => {
    expect(said(z.string().check(z.regex(/^\d{5}$/, MESSAGES.zip)), '12')).toBe(MESSAGES.zip);
  });
});
