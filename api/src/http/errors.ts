/**
 * The api's error answers: 400 {message, issues}, 401 Unauthorized Session, 404, 413, 429, 503 with
 * Retry-After while the database is unreachable; never a 500 for a client error.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { UNAUTHORIZED_SESSION } from 'shared-contracts';
import type { ApiIssue } from 'shared-contracts/api';
import type { z } from 'zod';
import { DatabaseUnavailableError } from '../db/db';
import type { Logger } from '../log';
import { isCatalogued, languageOf, translate } from './language';
import { API_MESSAGES } from './messages';

export class ApiHttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues: ApiIssue[] = []) =>
  new ApiHttpError(400, message, issues);
export const fieldError = (path: string, message: string) =>
  badRequest(API_MESSAGES.invalidRequest, [{ path, message }]);
export const unauthorized = () => new ApiHttpError(401, UNAUTHORIZED_SESSION);
export const forbidden = (message: string = API_MESSAGES.forbidden) => new ApiHttpError(403, message);
export const notFound = (message: string = API_MESSAGES.notFound) => new ApiHttpError(404, message);
export const conflict = (message: string) => new ApiHttpError(409, message);

/** A `{message}` answer outside `handleError` (a middleware's refusal), in the request's language. */
export const messageAnswer = (c: Context, message: string, status: ContentfulStatusCode) => {
  c.header('Vary', 'Accept-Language', { append: true });
  return c.json({ message: translate(message, languageOf(c)) }, status);
};

export const zodIssues = (error: z.ZodError): ApiIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** PostgreSQL errors a client can cause with a well-formed request (e.g. a value out of an int range). */
const CLIENT_SQLSTATES = new Set([
  '22021',
  '22001',
  '22003',
  '22007',
  '22008',
  '22P02',
  '23503',
  '23505',
  '23514',
]);
const sqlState = (error: unknown): string | null =>
  error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : null;

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = API_MESSAGES.serviceUnavailable;

/** Hono's own refusals (an HTTPException of its middleware or validators) in the api's sentences, by status. */
const HTTP_EXCEPTION_MESSAGES: Readonly<Partial<Record<number, string>>> = {
  400: API_MESSAGES.invalidRequest,
  403: API_MESSAGES.forbidden,
  404: API_MESSAGES.notFound,
  413: API_MESSAGES.payloadTooLarge,
  429: API_MESSAGES.tooManyRequests,
  503: API_MESSAGES.serviceUnavailable,
};

export const handleError = (logger: Logger) => (error: Error, c: Context) => {
  if (error instanceof DatabaseUnavailableError) {
    logger.warn('db.unavailable', { code: error.code, path: c.req.routePath });
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return messageAnswer(c, DATABASE_UNAVAILABLE_MESSAGE, 503);
  }
  if (error instanceof ApiHttpError) {
    const language = languageOf(c);
    const message = translate(error.message, language);
    c.header('Vary', 'Accept-Language', { append: true });
    return c.json(
      error.issues
        ? {
            message,
            issues: error.issues.map((issue) => ({ ...issue, message: translate(issue.message, language) })),
          }
        : { message },
      error.status,
    );
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    if (status >= 500)
      logger.error('request.failed', { path: c.req.routePath, error: error.name, stack: error.stack ?? '' });
    // Hono's wording is a developer's, in English: its text only when it is one of the api's sentences
    // (its JSON validator's "Malformed JSON in request body"), else the api's sentence for the status.
    const message = isCatalogued(error.message)
      ? error.message
      : (HTTP_EXCEPTION_MESSAGES[status] ??
        (status >= 500 ? API_MESSAGES.internalError : API_MESSAGES.requestRefused));
    return messageAnswer(c, message, status);
  }
  const state = sqlState(error);
  if (state && CLIENT_SQLSTATES.has(state)) {
    logger.warn('request.sql_client_error', { sqlState: state, path: c.req.routePath });
    c.header('Vary', 'Accept-Language', { append: true });
    return c.json({ message: translate(API_MESSAGES.invalidRequest, languageOf(c)), issues: [] }, 400);
  }
  // Only the error's type and stack: messages of driver errors can quote the values of a query.
  logger.error('request.failed', { path: c.req.routePath, error: error.name, stack: error.stack ?? '' });
  return messageAnswer(c, API_MESSAGES.internalError, 500);
};
