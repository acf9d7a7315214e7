import { describe, expect, it } from 'vitest';
import { MESSAGES, tooLongMessage } from '../validation';
import { leadContactSchema } from './leads';

const contact = {
  firstName: 'Rosa',
  lastName: 'Diaz',
  emailAddress: 'rosa@example.com',
  phoneNumber: '6023210164',
};
const messagesFor = (value: object) => {
  const result = leadContactSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the contact part of a lead (the lead forms and the api alike)', () => {
  it('accepts a plain contact', () => {
    expect(messagesFor(contact)).toEqual([]);
  });
  it('says plainly what is missing or too long', () => {
    expect(messagesFor({ ...contact, firstName: ' ' })).toEqual([['firstName', MESSAGES.required]]);
    expect(messagesFor({ ...contact, lastName: 'x'.repeat(101) })).toEqual([
      ['lastName', tooLongMessage(100)],
    ]);
    expect(messagesFor({ ...contact, lastName: 'x'.repeat(100) })).toEqual([]);
  });
});
