/** The prefill feature's error answers (404s and refusals); `handleError` answers them in the request's language. */
export const PREFILL_ERRORS = {
  prefillNotFound: 'Prefill not found',
} as const;

const PREFILL_ERRORS_ES = {
  prefillNotFound: 'No encontramos esos datos para llenar el formulario',
} satisfies Record<keyof typeof PREFILL_ERRORS, string>;

/** Each catalogue beside its Spanish (the api's sentences, `http/messages.es.ts`). */
export const PREFILL_ERRORS_CATALOGUE = [PREFILL_ERRORS, PREFILL_ERRORS_ES] as const;
