/** The marketing feature's error answers (404s and refusals); `handleError` answers them in the request's language. */
export const MARKETING_ERRORS = {
  notThisSession: 'websiteReferenceId is not this session',
} as const;

const MARKETING_ERRORS_ES = {
  notThisSession: 'websiteReferenceId no es de esta visita',
} satisfies Record<keyof typeof MARKETING_ERRORS, string>;

/** Each catalogue beside its Spanish (the api's sentences, `http/messages.es.ts`). */
export const MARKETING_ERRORS_CATALOGUE = [MARKETING_ERRORS, MARKETING_ERRORS_ES] as const;
