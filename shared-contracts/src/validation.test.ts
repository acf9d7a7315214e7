import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { usDateToIso } from './dates';
import {
  birthDateSchema,
  countySchema,
  emailSchema,
  formatPhone,
  MESSAGES,
  maskZip,
  phoneSchema,
  telHref,
  zipSchema,
} from './validation';

const messageOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('Required', () => {
  it.each([emailSchema, phoneSchema, zipSchema, countySchema, birthDateSchema()])(
    'says Required when empty',
    (schema) => {
      expect(messageOf(schema, '')).toBe('Required');
      expect(messageOf(schema, '   ')).toBe('Required');
    },
  );
});

describe('e-mail', () => {
  it.each(['ann@example.com', 'ann.lee+plans@mail.example.org', "o'neil@example.co.uk"])(
    'accepts %s',
    (v) => {
      expect(messageOf(emailSchema, v)).toBeNull();
    },
  );
  it.each(['ann', 'ann@', 'ann@example', '@example.com', 'ann@@example.com', 'ann example@x.com'])(
    'rejects %s',
    (v) => {
      expect(messageOf(emailSchema, v)).toBe(MESSAGES.email);
    },
  );
});

describe('phone', () => {
  it.each([
    '(602) 123-4567',
    '602-123-4567',
    '602 123 4567',
    '6021234567',
    '+1 602 123 4567',
    '+1(602)123-4567',
  ])('accepts %s', (v) => expect(messageOf(phoneSchema, v)).toBeNull());
  it.each([
    ['too short', '602-123-456'],
    ['letters', '602-ABC-4567'],
    ['all the same digit', '(222) 222-2222'],
    ['starts with 555', '555-123-4567'],
    ['starts with 000', '000-123-4567'],
    ['too long', '+1 602 123 45678'],
    ['bad separators', '602.123.4567'],
  ])('rejects %s', (_why, v) => expect(messageOf(phoneSchema, v)).toBe('Please enter a valid phone'));

  it('formats for display', () => {
    expect(formatPhone('6232238884')).toBe('(623) 223-8884');
    expect(formatPhone('+16232238884')).toBe('+1(623)223-8884');
    expect(telHref('(623) 223-8884')).toBe('tel:+16232238884');
  });
});

describe('ZIP', () => {
  it('accepts exactly 5 digits', () => expect(messageOf(zipSchema, '85004')).toBeNull());
  it.each(['8500', '850041', '85a04', '85 04'])('rejects %s', (v) =>
    expect(messageOf(zipSchema, v)).toBe('Please enter a valid 5-digit ZIP code'),
  );
  it('masks typing to 5 numeric digits', () => {
    expect(maskZip('85-00a41234')).toBe('85004');
    expect(maskZip('abc')).toBe('');
  });
});

describe('birth date', () => {
  const schema = birthDateSchema(() => new Date(2026, 10, 21));
  it.each(['01/15/1960', '12/31/1959', '02/29/1960'])('accepts %s', (v) =>
    expect(messageOf(schema, v)).toBeNull(),
  );
  it.each(['1/15/1960', '13/01/1960', '01/32/1960', '1960-01-15', '02/30/1960', '02/29/1961'])(
    'rejects the form of %s',
    (v) => expect(messageOf(schema, v)).toBe('Please enter a valid birth date (mm/dd/yyyy)'),
  );
  it('rejects a year of 1901 or earlier', () => {
    expect(messageOf(schema, '01/01/1901')).toBe('Please enter a valid birth date');
    expect(messageOf(schema, '01/01/1902')).toBeNull();
  });
  it('rejects today and later', () => {
    expect(messageOf(schema, '11/21/2026')).toBe('Please enter a date before today');
    expect(messageOf(schema, '11/20/2026')).toBeNull();
    expect(messageOf(schema, '01/01/2030')).toBe('Please enter a date before today');
  });
  it('is sent as YYYY-MM-DD', () => expect(usDateToIso('03/07/1961')).toBe('1961-03-07'));
});
