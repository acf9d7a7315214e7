/** The session-locations feature's error answers (404s and refusals); `handleError` answers them in the request's language. */
export const SAVED_LOCATION_ERRORS = {
  locationNotFound: 'Saved location not found',
} as const;

const SAVED_LOCATION_ERRORS_ES = {
  locationNotFound: 'No encontramos ese lugar guardado',
} satisfies Record<keyof typeof SAVED_LOCATION_ERRORS, string>;

/** Each catalogue beside its Spanish (the api's sentences, `http/messages.es.ts`). */
export const SAVED_LOCATION_ERRORS_CATALOGUE = [SAVED_LOCATION_ERRORS, SAVED_LOCATION_ERRORS_ES] as const;
