/** The agents feature's error answers (404s and refusals); `handleError` answers them in the request's language. */
export const AGENT_ERRORS = {
  agentNotFound: 'Agent not found',
} as const;

const AGENT_ERRORS_ES = {
  agentNotFound: 'No encontramos a ese agente',
} satisfies Record<keyof typeof AGENT_ERRORS, string>;

/** Each catalogue beside its Spanish (the api's sentences, `http/messages.es.ts`). */
export const AGENT_ERRORS_CATALOGUE = [AGENT_ERRORS, AGENT_ERRORS_ES] as const;
