/**
 * A doctor's specialty as the api writes it (shared-contracts' SPECIALTIES, a closed vocabulary) in the
 * visit's language. Its own entry (`web-kit/specialties`): only the pages that show doctors load it, and
 * its Spanish only in Spanish.
 */
import { SPECIALTIES } from 'shared-contracts/specialties';
import { inWords, spanish, useMessages } from 'web-kit/i18n';

export const specialtyMessages = {
  /** The api's vocabulary, by code (the Spanish walk looks for these words inside longer texts). */
  specialties: SPECIALTIES,
} as const;

spanish(specialtyMessages, () => import('./specialties.es'));

/** `(specialty) => words`: a specialty outside the vocabulary is shown as the data writes it. */
export const useSpecialtyName = () => {
  const m = useMessages(specialtyMessages);
  return (specialty: string) => inWords(SPECIALTIES, m.specialties, specialty);
};
