/** The sessions feature's error answers (404s and refusals); `handleError` answers them in the request's language. */
export const SESSION_ERRORS = {
  sessionNotFound: 'Session not found',
} as const;

const SESSION_ERRORS_ES = {
  sessionNotFound: 'No encontramos esa visita',
} satisfies Record<keyof typeof SESSION_ERRORS, string>;

/** Each catalogue beside its Spanish (the api's sentences, `http/messages.es.ts`). */
export const SESSION_ERRORS_CATALOGUE = [SESSION_ERRORS, SESSION_ERRORS_ES] as const;
