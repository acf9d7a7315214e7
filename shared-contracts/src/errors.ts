/** Errors a page throws to choose the error page the shell shows (spec section 8). */
export class RouteError extends Error {
  override readonly name = 'RouteError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message = 'This page could not be found'): RouteError =>
  new RouteError(404, message);

/** Route errors use their status code, else 500, and their message. */
export const errorStatus = (error: unknown): number => {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = Number((error as { status: unknown }).status);
    if (Number.isInteger(status) && status >= 400 && status <= 599) return status;
  }
  return 500;
};

export const isNotFound = (error: unknown): boolean => errorStatus(error) === 404;

export const UNAUTHORIZED_SESSION = 'Unauthorized Session';
