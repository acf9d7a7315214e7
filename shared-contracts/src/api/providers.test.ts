import { describe, expect, it } from 'vitest';
import { findSameDoctor } from './providers';

const doctor = (npis: string[], name: string, specialty: string, street: string) => ({
  npis,
  presentation_name: name,
  specialty,
  address: { street_line_1: street },
});
const chosen = [doctor(['1000000001'], 'Ana Ruiz, MD', 'Cardiology', '100 Main St')];

describe('findSameDoctor (spec 4 duplicate rules)', () => {
  it('matches a doctor with an NPI already chosen, whatever else differs', () => {
    expect(findSameDoctor(chosen, doctor(['1000000009', '1000000001'], 'Other', 'Other', 'Other'))).toBe(
      chosen[0],
    );
  });

  it('matches the same name, specialty and street under another NPI, ignoring case and spaces', () => {
    expect(
      findSameDoctor(chosen, doctor(['1000000002'], ' ANA RUIZ, MD', 'cardiology', '100 main st ')),
    ).toBe(chosen[0]);
  });

  it.each([
    ['another name', doctor(['1000000002'], 'Ben Cole, DO', 'Cardiology', '100 Main St')],
    ['another specialty', doctor(['1000000002'], 'Ana Ruiz, MD', 'Neurology', '100 Main St')],
    ['another street', doctor(['1000000002'], 'Ana Ruiz, MD', 'Cardiology', '200 Main St')],
  ])('lets through a doctor with %s and a new NPI', (_, candidate) => {
    expect(findSameDoctor(chosen, candidate)).toBeUndefined();
  });
});
