import type { Language } from 'shared-contracts';
/** The medsupp feature's error answers (404s and refusals); `handleError` answers them in the request's language. */
export const MEDIGAP_ERRORS = {
  planNotFound: 'Plan not found',
  unknownAgentOrKey: 'Unknown agent or key',
  noHandOff: 'No Medigap enrollment to continue',
} as const;

const MEDIGAP_ERRORS_ES = {
  planNotFound: 'No encontramos ese plan',
  unknownAgentOrKey: 'No conocemos a ese agente o esa clave',
  noHandOff: 'No hay una inscripción en Medigap para continuar',
} satisfies Record<keyof typeof MEDIGAP_ERRORS, string>;

/** Each catalogue beside its Spanish (the api's sentences, `http/messages.es.ts`). */
export const MEDIGAP_ERRORS_CATALOGUE = [MEDIGAP_ERRORS, MEDIGAP_ERRORS_ES] as const;

/**
 * A Medigap plan's name in the person's language: the name a hand-off records (what the carrier's page
 * shows) and the offering's. CMS's Spanish for Medigap is "Seguro suplementario de Medicare".
 */
const MEDIGAP_WORDS = {
  planName: (letter: string) => `Medicare Supplement Plan ${letter}`,
};

const MEDIGAP_WORDS_ES: typeof MEDIGAP_WORDS = {
  planName: (letter: string) => `Plan ${letter} de Medigap (Seguro suplementario de Medicare)`,
};

/** Each catalogue beside its Spanish (the api's wording list, `src/wording.ts`). */
export const MEDIGAP_WORDS_CATALOGUE = [MEDIGAP_WORDS, MEDIGAP_WORDS_ES] as const;

export const medigapWords = (language: Language) => (language === 'es' ? MEDIGAP_WORDS_ES : MEDIGAP_WORDS);
