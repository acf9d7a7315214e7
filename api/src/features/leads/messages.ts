/** The leads feature's error answers (404s and refusals); `handleError` answers them in the request's language. */
export const LEAD_ERRORS = {
  noLead: 'No lead for this session',
} as const;

const LEAD_ERRORS_ES = {
  noLead: 'Todavía no nos dio sus datos de contacto en esta visita',
} satisfies Record<keyof typeof LEAD_ERRORS, string>;

/** Each catalogue beside its Spanish (the api's sentences, `http/messages.es.ts`). */
export const LEAD_ERRORS_CATALOGUE = [LEAD_ERRORS, LEAD_ERRORS_ES] as const;
