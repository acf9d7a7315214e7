import { describe, expect, it } from 'vitest';
import { changeInWords } from './AnocPage';

describe('changeInWords', () => {
  it('says each kind of change in plain words', () => {
    expect(changeInWords({ thisYear: '$0', nextYear: '$15' })).toBe('Changes from $0 to $15');
    expect(changeInWords({ thisYear: null, nextYear: '$50 allowance' })).toBe('New: $50 allowance');
    expect(changeInWords({ thisYear: 'Covered', nextYear: null })).toBe('No longer covered (was Covered)');
  });
});
