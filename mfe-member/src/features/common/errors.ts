import { ApiError } from 'shared-contracts/http';

/** The api's own sentence for a refusal the person can act on (409, 400), else the page's fallback. */
export const refusalMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && (error.status === 409 || error.status === 400) && error.message
    ? error.message
    : fallback;
