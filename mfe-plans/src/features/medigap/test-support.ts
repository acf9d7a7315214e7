/** For tests of any mfe-plans feature: a person who has answered the Medigap quote questions. */
import { saveQuoteInputs } from './useQuote';

export const saveAnsweredQuote = () =>
  saveQuoteInputs({
    birthDate: '04/28/1962',
    gender: 'Female',
    smoke: false,
    coverageStart: '2027-05-01',
    partBEffectiveDate: '04/01/2027',
  });
