/** The pharmacies feature's error answers (404s and refusals); `handleError` answers them in the request's language. */
export const PHARMACY_ERRORS = {
  pharmacyNotFound: 'Pharmacy not found',
  pharmacyNotSelected: 'Pharmacy not selected',
} as const;

const PHARMACY_ERRORS_ES = {
  pharmacyNotFound: 'No encontramos esa farmacia',
  pharmacyNotSelected: 'Esa farmacia no está entre las que eligió',
} satisfies Record<keyof typeof PHARMACY_ERRORS, string>;

/** Each catalogue beside its Spanish (the api's sentences, `http/messages.es.ts`). */
export const PHARMACY_ERRORS_CATALOGUE = [PHARMACY_ERRORS, PHARMACY_ERRORS_ES] as const;
