import { MEDIGAP_LETTERS, MEDIGAP_PREMIUM_RANGES } from 'shared-contracts';
import { ageOn } from 'shared-contracts/dates';
import { describe, expect, it } from 'vitest';
import {
  ageFactor,
  isMedigapOffered,
  MEDIGAP_FACTORS,
  medicareEligibilityDate,
  medigapMonthlyRate,
  sixtyFifthBirthday,
} from './medigap-rating';

describe('medigapMonthlyRate', () => {
  it('multiplies the factors (worked by hand)', () => {
    // G base 145 x 1.03^5 (1.159274) x male 1.08 x tobacco 1.1 x area 1.05 x carrier 0.97
    //   = 168.0948 x 1.08 = 181.5424 x 1.1 = 199.6967 x 1.05 = 209.6815 x 0.97 = 203.3911 -> 203.39
    expect(
      medigapMonthlyRate({
        letter: 'G',
        age: 70,
        gender: 'M',
        tobacco: true,
        areaFactor: 1.05,
        carrierFactor: 0.97,
      }),
    ).toBe(203.39);
    expect(
      medigapMonthlyRate({
        letter: 'N',
        age: 65,
        gender: 'F',
        tobacco: false,
        areaFactor: 1,
        carrierFactor: 1,
      }),
    ).toBe(110);
  });

  it('puts every 65-year-old inside the spec range, for every letter and every factor extreme', () => {
    const { area, carrier } = MEDIGAP_FACTORS;
    for (const letter of MEDIGAP_LETTERS) {
      const [min, max] = MEDIGAP_PREMIUM_RANGES[letter];
      for (const gender of ['M', 'F'] as const)
        for (const tobacco of [true, false])
          for (const areaFactor of [area.min, 1, area.max, 0.5, 2])
            for (const carrierFactor of [carrier.min, 1, carrier.max]) {
              const rate = medigapMonthlyRate({
                letter,
                age: 65,
                gender,
                tobacco,
                areaFactor,
                carrierFactor,
              });
              expect(
                rate,
                `${letter} ${gender} ${tobacco} ${areaFactor} ${carrierFactor}`,
              ).toBeGreaterThanOrEqual(min);
              expect(rate).toBeLessThanOrEqual(max);
            }
    }
  });

  it('rises with attained age and is flat past 95', () => {
    expect(ageFactor(64)).toBe(1);
    expect(ageFactor(66)).toBeCloseTo(1.03, 10);
    expect(ageFactor(100)).toBe(ageFactor(95));
    const at = (age: number) =>
      medigapMonthlyRate({ letter: 'G', age, gender: 'F', tobacco: false, areaFactor: 1, carrierFactor: 1 });
    expect(at(75)).toBeGreaterThan(at(70));
  });
});

describe('dates and the C/F rule', () => {
  it('computes age and the 65th birthday', () => {
    expect(ageOn('1960-06-15', '2026-06-14')).toBe(65);
    expect(ageOn('1960-06-15', '2026-06-15')).toBe(66);
    expect(sixtyFifthBirthday('1960-06-15')).toBe('2025-06-15');
    expect(sixtyFifthBirthday('1956-02-29')).toBe('2021-03-01');
  });
  it('eligibility is the earlier Part A/B date, else the 65th birthday', () => {
    expect(
      medicareEligibilityDate({
        birthDate: '1950-01-01',
        partBEffectiveDate: '2016-01-01',
        partAEffectiveDate: '2015-01-01',
      }),
    ).toBe('2015-01-01');
    expect(medicareEligibilityDate({ birthDate: '1950-03-10' })).toBe('2015-03-10');
  });
  it('refuses C and F to people new to Medicare on or after 2020-01-01', () => {
    expect(isMedigapOffered('F', { birthDate: '1960-06-15' })).toBe(false);
    // Turning 65 on 2020-01-01 is new to Medicare on the cut-off; a day earlier is not.
    expect(isMedigapOffered('C', { birthDate: '1955-01-01' })).toBe(false);
    expect(isMedigapOffered('F', { birthDate: '1954-12-31' })).toBe(true);
    expect(isMedigapOffered('F', { birthDate: '1960-06-15', partAEffectiveDate: '2019-06-01' })).toBe(true);
    expect(isMedigapOffered('G', { birthDate: '1960-06-15' })).toBe(true);
  });
});
