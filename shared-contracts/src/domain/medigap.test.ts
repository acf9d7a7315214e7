import { describe, expect, it } from 'vitest';
import { MEDIGAP_LETTERS } from '../constants';
import {
  isMedigapLetterAvailable,
  MEDIGAP_COVERAGE,
  medigapLetterOf,
  medigapPlanTypeRecord,
  medigapPlanTypes,
} from './medigap';

describe('medigapLetterOf (spec 3: first character when longer than 3, else the last)', () => {
  it('reads single letters and short codes from the end', () => {
    expect(medigapLetterOf('G')).toBe('G');
    expect(medigapLetterOf('HDF')).toBe('F');
    expect(medigapLetterOf('MSN')).toBe('N');
  });
  it('reads long strings from the start', () => {
    expect(medigapLetterOf('G Select')).toBe('G');
    expect(medigapLetterOf('N Innovative')).toBe('N');
    expect(medigapLetterOf('KABC')).toBe('K');
  });
  it('returns null when the character is not a Medigap letter', () => {
    expect(medigapLetterOf('Plan G')).toBeNull();
    expect(medigapLetterOf('')).toBeNull();
    expect(medigapLetterOf('E')).toBeNull();
  });
});

describe('coverage chart', () => {
  it('matches the CMS chart for the plans people ask about most', () => {
    expect(MEDIGAP_COVERAGE.G).toEqual([
      'included',
      'included',
      'included',
      'included',
      'included',
      'not included',
    ]);
    expect(MEDIGAP_COVERAGE.F[5]).toBe('included');
    expect(MEDIGAP_COVERAGE.C[5]).toBe('included');
    expect(MEDIGAP_COVERAGE.A[4]).toBe('not included');
    expect(MEDIGAP_COVERAGE.K.slice(1, 5)).toEqual(['50%', '50%', '50%', '50%']);
    expect(MEDIGAP_COVERAGE.L.slice(1, 5)).toEqual(['75%', '75%', '75%', '75%']);
    expect(MEDIGAP_COVERAGE.M[4]).toBe('50%');
  });
  it('only C and F cover the Part B deductible', () => {
    const coversPartB = MEDIGAP_LETTERS.filter((l) => MEDIGAP_COVERAGE[l][5] === 'included');
    expect(coversPartB).toEqual(['C', 'F']);
  });
});

describe('C and F availability', () => {
  it('refuses C and F to people eligible on or after 2020-01-01', () => {
    expect(isMedigapLetterAvailable('F', '2020-01-01')).toBe(false);
    expect(isMedigapLetterAvailable('C', '2024-06-01')).toBe(false);
    expect(isMedigapLetterAvailable('F', '2019-12-31')).toBe(true);
    expect(isMedigapLetterAvailable('G', '2024-06-01')).toBe(true);
  });
});

describe('plan-type records', () => {
  it('has one record per letter with the spec premium range', () => {
    // The order of the spec's table, as the spec writes it.
    expect(
      medigapPlanTypes()
        .map((r) => r.planType)
        .join(', '),
    ).toBe('G, N, F, A, B, C, D, K, L, M');
    // Built once, at the first call (the table re-renders with the same records).
    expect(medigapPlanTypes()).toBe(medigapPlanTypes());
    expect(medigapPlanTypeRecord('G').monthlyPremiumRange).toEqual({ min: 102, max: 294 });
    expect(medigapPlanTypeRecord('K').monthlyPremiumRange).toEqual({ min: 39, max: 138 });
  });
  it('carries the K and L limits, foreign travel terms and the C/F notice', () => {
    expect(medigapPlanTypeRecord('K').outOfPocketLimit).toBe(4960);
    expect(medigapPlanTypeRecord('L').outOfPocketLimit).toBe(2480);
    expect(medigapPlanTypeRecord('G').outOfPocketLimit).toBeNull();
    expect(medigapPlanTypeRecord('K').notice).toContain('After you pay $4,960 out of pocket');
    expect(medigapPlanTypeRecord('L').notice).toContain('After you pay $2,480 out of pocket');
    const travel = medigapPlanTypeRecord('G').coverageLines.find(
      (l) => l.service === 'Foreign travel emergency',
    );
    expect(travel?.coverage).toContain('$250 deductible');
    expect(travel?.coverage).toContain('$50,000 lifetime');
    expect(medigapPlanTypeRecord('A').coverageLines.at(-1)?.coverage).toBe('Not covered');
    expect(medigapPlanTypeRecord('F').availableToNewlyEligible).toBe(false);
    expect(medigapPlanTypeRecord('F').notice).toContain('January 1, 2020');
  });
  it('states the Part A copays of K, L and M and the extra 365 days', () => {
    const hospital = (l: 'K' | 'L' | 'M' | 'G') =>
      medigapPlanTypeRecord(l).coverageLines.find((c) => c.service === 'Inpatient hospital')?.coverage ?? '';
    // The dollar figure is the person's share, the percent the plan's (L pays 75%, the person $352).
    expect(hospital('K')).toContain('you pay $704 of the Part A deductible and the plan pays the other 50%');
    expect(hospital('L')).toContain('you pay $352 of the Part A deductible and the plan pays the other 75%');
    expect(hospital('M')).toContain('you pay $704 of the Part A deductible and the plan pays the other 50%');
    expect(hospital('L')).not.toMatch(/\(75%\)/);
    expect(hospital('G')).toContain('365 extra days');
    expect(hospital('G')).toContain('60 lifetime reserve days');
  });
  it('lists six checklist items per record', () => {
    for (const r of medigapPlanTypes()) expect(r.benefitChecklist).toHaveLength(6);
  });
});
