import { SPECIALTIES } from 'shared-contracts/specialties';
import { describe, expect, it } from 'vitest';
import { searchTerms, specialtyInEnglish } from './specialty-words';

describe('searchTerms', () => {
  it('gives each word its own term, with the word itself as the specialty words', () => {
    expect(searchTerms('  Smith  john ')).toEqual([
      { text: 'smith', specialty: 'smith' },
      { text: 'john', specialty: 'john' },
    ]);
    expect(searchTerms('')).toEqual([]);
  });

  it('reads a Spanish specialty, with or without accents, whole or begun, as its English', () => {
    expect(searchTerms('Oftalmología')).toEqual([{ text: 'oftalmología', specialty: 'ophthalmology' }]);
    expect(searchTerms('neumo')).toEqual([{ text: 'neumo', specialty: 'pulmonology' }]);
    expect(searchTerms('Medicina familiar Garcia')).toEqual([
      { text: 'medicina familiar', specialty: 'family medicine' },
      { text: 'garcia', specialty: 'garcia' },
    ]);
  });

  it('leaves a word that is too short or starts several specialties as typed', () => {
    // "uro" could be a name; "medicina" begins four specialties; English stays English.
    expect(searchTerms('uro medicina cardiology')).toEqual([
      { text: 'uro', specialty: 'uro' },
      { text: 'medicina', specialty: 'medicina' },
      { text: 'cardiology', specialty: 'cardiology' },
    ]);
  });
});

describe('specialtyInEnglish', () => {
  it('gives the English of a Spanish specialty, and anything else as it is', () => {
    expect(specialtyInEnglish('Cirugía ortopédica')).toBe(SPECIALTIES.orthopedicSurgery);
    expect(specialtyInEnglish('cardiologia')).toBe(SPECIALTIES.cardiology);
    expect(specialtyInEnglish('Cardiology')).toBe('Cardiology');
  });
});
