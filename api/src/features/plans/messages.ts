/** The plans feature's error answers (404s and refusals); `handleError` answers them in the request's language. */
export const PLAN_ERRORS = {
  planNotFound: 'Plan not found',
} as const;

const PLAN_ERRORS_ES = {
  planNotFound: 'No encontramos ese plan',
} satisfies Record<keyof typeof PLAN_ERRORS, string>;

/** Each catalogue beside its Spanish (the api's sentences, `http/messages.es.ts`). */
export const PLAN_ERRORS_CATALOGUE = [PLAN_ERRORS, PLAN_ERRORS_ES] as const;
