import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256';

describe('sha256Hex', () => {
  it('hashes the UTF-8 bytes of the text', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    // A typographic apostrophe is three bytes, not one: a changed character changes the hash.
    expect(await sha256Hex('next year’s')).not.toBe(await sha256Hex("next year's"));
  });
});
