/** The drugs feature's error answers (404s and refusals); `handleError` answers them in the request's language. */
export const DRUG_ERRORS = {
  drugNotFound: 'Drug not found',
  dosageNotFound: 'Dosage not found',
} as const;

const DRUG_ERRORS_ES = {
  drugNotFound: 'No encontramos ese medicamento',
  dosageNotFound: 'No encontramos esa dosis',
} satisfies Record<keyof typeof DRUG_ERRORS, string>;

/** Each catalogue beside its Spanish (the api's sentences, `http/messages.es.ts`). */
export const DRUG_ERRORS_CATALOGUE = [DRUG_ERRORS, DRUG_ERRORS_ES] as const;
