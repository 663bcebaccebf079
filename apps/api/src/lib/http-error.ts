import { NotFound } from './domain-errors.ts';

/**
 * A route's own refusal with its status and the text a person reads (`{ "error": message }`).
 * Code below the routes throws domain errors (domain-errors.ts) instead.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new NotFound(what);

export const tooManyRequests = (message: string, retryAfterMs: number) =>
  new HttpError(429, message, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
