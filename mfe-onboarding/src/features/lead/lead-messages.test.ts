import { describe, expect, it } from 'vitest';
import { leadFormMessages } from 'web-kit/lead-form/fields';
import { leadMessages } from './messages';

describe('the lead texts', () => {
  it('are the ones the embedded lead form shows (the kit)', () => {
    expect(leadMessages).toEqual(leadFormMessages);
  });
});
