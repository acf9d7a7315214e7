import { describe, expect, it } from 'vitest';
import {
  ageOn,
  coverageStartChoices,
  isoDate,
  isoToUs,
  parseUsDate,
  sixtyFifthBirthday,
  usDateToIso,
} from './dates';

describe('ageOn', () => {
  it('counts a birthday from its morning', () => {
    expect(ageOn('1961-11-21', '2026-11-20')).toBe(64);
    expect(ageOn('1961-11-21', '2026-11-21')).toBe(65);
    expect(ageOn('1961-11-21', '2026-12-01')).toBe(65);
  });
  it('turns someone born on 29 February a year older on 1 March in common years', () => {
    expect(ageOn('1960-02-29', '2025-02-28')).toBe(64);
    expect(ageOn('1960-02-29', '2025-03-01')).toBe(65);
    expect(ageOn('1960-02-29', '2024-02-29')).toBe(64);
  });
  it('is 0 before the first birthday and across a year end', () => {
    expect(ageOn('2026-12-31', '2027-01-01')).toBe(0);
    expect(ageOn('1959-12-31', '2025-01-01')).toBe(65);
  });
});

describe('calendar dates', () => {
  it('reads mm/dd/yyyy only when the day exists', () => {
    expect(parseUsDate('02/29/1960')).toEqual({ year: 1960, month: 2, day: 29 });
    expect(parseUsDate('02/29/1961')).toBeNull();
    expect(parseUsDate('04/31/1961')).toBeNull();
    expect(parseUsDate('00/10/1961')).toBeNull();
    expect(parseUsDate('4/1/1961')).toBeNull();
  });
  it('converts between the typed and the sent forms without a time zone shift', () => {
    expect(usDateToIso(' 03/07/1961 ')).toBe('1961-03-07');
    expect(isoToUs('2027-01-01')).toBe('01/01/2027');
    expect(isoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });
});

describe('spec 9 defaults', () => {
  it('Part A and B default to the 65th birthday', () => {
    expect(sixtyFifthBirthday('04/12/1960')).toBe('04/12/2025');
    expect(sixtyFifthBirthday('02/29/1960')).toBe('02/28/2025');
    expect(sixtyFifthBirthday('04/1')).toBeNull();
  });

  it('coverage starts on the first of next month, then the months after', () => {
    expect(coverageStartChoices(new Date(2026, 10, 23), 3)).toEqual([
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
    expect(coverageStartChoices(new Date(2026, 11, 31), 1)).toEqual(['2027-01-01']);
  });
});
