/** The providers feature's error answers (404s and refusals); `handleError` answers them in the request's language. */
export const PROVIDER_ERRORS = {
  providerNotFound: 'Provider not found',
} as const;

const PROVIDER_ERRORS_ES = {
  providerNotFound: 'No encontramos a ese médico',
} satisfies Record<keyof typeof PROVIDER_ERRORS, string>;

/** Each catalogue beside its Spanish (the api's sentences, `http/messages.es.ts`). */
export const PROVIDER_ERRORS_CATALOGUE = [PROVIDER_ERRORS, PROVIDER_ERRORS_ES] as const;
