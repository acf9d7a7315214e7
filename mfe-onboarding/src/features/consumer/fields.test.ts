import { describe, expect, it } from 'vitest';
import { importanceSchema } from './importance-fields';
import { medicareSchema } from './medicare-fields';

const valid = {
  dateOfBirth: '04/12/1960',
  gender: 'Female',
  smoke: false,
  medAB: 'Yes',
  partAEffectiveDate: '04/12/2025',
  partBEffectiveDate: '04/12/2025',
  effectiveDate: '2026-12-01',
} as const;
const messages = (input: unknown) =>
  Object.fromEntries(
    (medicareSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('the Medicare step rules', () => {
  it('accepts a complete answer', () => {
    expect(medicareSchema.safeParse(valid).success).toBe(true);
  });

  it('gives the spec 5 birth date messages', () => {
    expect(messages({ ...valid, dateOfBirth: '13/01/1960' })).toEqual({
      dateOfBirth: 'Please enter a valid birth date (mm/dd/yyyy)',
    });
    expect(messages({ ...valid, dateOfBirth: '01/01/1901' })).toEqual({
      dateOfBirth: 'Please enter a valid birth date',
    });
    expect(messages({ ...valid, dateOfBirth: '01/01/2999' })).toEqual({
      dateOfBirth: 'Please enter a date before today',
    });
  });

  it('asks for the Part A and B dates only of someone who has Medicare now', () => {
    expect(messages({ ...valid, partBEffectiveDate: '2025-04-12' })).toEqual({
      partBEffectiveDate: 'Please enter a date as mm/dd/yyyy',
    });
    expect(
      medicareSchema.safeParse({ ...valid, medAB: 'No', partAEffectiveDate: '', partBEffectiveDate: '' })
        .success,
    ).toBe(true);
  });

  it("says 'Required' for a question not answered", () => {
    expect(messages({ ...valid, gender: undefined, smoke: undefined, medAB: undefined })).toEqual({
      gender: 'Required',
      smoke: 'Required',
      medAB: 'Required',
    });
  });
});

describe('importance ratings', () => {
  it('take the spec 3 options only', () => {
    const all = {
      dental: 'Very important',
      vision: 'Not important',
      drugCoverage: 'Somewhat important',
      keepingDoctor: 'Very important',
    };
    expect(importanceSchema.safeParse(all).success).toBe(true);
    expect(importanceSchema.safeParse({ ...all, dental: 'Extremely' }).success).toBe(false);
  });
});
