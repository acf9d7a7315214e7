import { describe, expect, it } from 'vitest';
import { prefilledConsumer, prefilledPlace } from './prefill';

describe('prefill (spec 5: empty values are ignored)', () => {
  it('takes the values present, as the forms show them, and marks the consumer prefilled', () => {
    expect(
      prefilledConsumer({
        id: 'x',
        firstName: 'Dorothy',
        lastName: ' ',
        emailAddress: '',
        phoneNumber: '(602) 555-0164',
        dateOfBirth: '1960-04-12',
        gender: 'F',
      }),
    ).toEqual({
      firstName: 'Dorothy',
      phoneNumber: '(602) 555-0164',
      dateOfBirth: '04/12/1960',
      gender: 'Female',
      wasPrefilled: true,
    });
  });

  it('gives a place only with a ZIP, a FIPS code and a county name', () => {
    expect(prefilledPlace({ id: 'x', zip: '85004', fips: '04013', countyName: 'Maricopa' })).toEqual({
      zip: '85004',
      fips: '04013',
      countyName: 'Maricopa',
    });
    expect(prefilledPlace({ id: 'x', zip: '85142', fips: '' })).toBeNull();
  });
});
