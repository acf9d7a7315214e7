/** The partners feature's error answers (404s and refusals); `handleError` answers them in the request's language. */
export const PARTNER_ERRORS = {
  partnerNotFound: 'Partner not found',
} as const;

const PARTNER_ERRORS_ES = {
  partnerNotFound: 'No encontramos a ese socio',
} satisfies Record<keyof typeof PARTNER_ERRORS, string>;

/** Each catalogue beside its Spanish (the api's sentences, `http/messages.es.ts`). */
export const PARTNER_ERRORS_CATALOGUE = [PARTNER_ERRORS, PARTNER_ERRORS_ES] as const;
