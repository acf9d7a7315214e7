import { describe, expect, it } from 'vitest';
import { formatNdc11, ndc11, productNdc9 } from './ndc';

describe('NDC forms', () => {
  it('puts the zero in front of the short segment of each 10-digit form', () => {
    expect(ndc11('0002-1433-80')).toBe('00002143380'); // 4-4-2
    expect(ndc11('50090-347-01')).toBe('50090034701'); // 5-3-2
    expect(ndc11('68180-0513-1')).toBe('68180051301'); // 5-4-1
  });

  it('keeps an 11-digit code, dashed or not', () => {
    expect(ndc11('00002-1433-80')).toBe('00002143380');
    expect(ndc11('00002143380')).toBe('00002143380');
  });

  it('refuses what cannot be placed', () => {
    expect(ndc11('0002143380')).toBeNull(); // 10 digits, no dashes: which segment is short?
    expect(ndc11('002-1433-80')).toBeNull();
    expect(ndc11('0002-1433')).toBeNull();
    expect(ndc11('0002-14a3-80')).toBeNull();
    expect(ndc11('')).toBeNull();
  });

  it('reads product codes as the 9 digits their packages start with', () => {
    expect(productNdc9('0002-1433')).toBe('000021433');
    expect(productNdc9('50090-347')).toBe('500900347');
    expect(productNdc9('68180-0513')).toBe('681800513');
    expect(productNdc9('68180-05131')).toBeNull();
    expect(productNdc9('6818-051')).toBeNull();
  });

  it('formats an NDC-11 the FDA way', () => {
    expect(formatNdc11('00002143380')).toBe('00002-1433-80');
  });
});
