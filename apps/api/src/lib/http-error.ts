/** An expected failure with the status and the text a person reads (`{ "error": message }`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

export const tooManyRequests = (message: string, retryAfterMs: number) =>
  new HttpError(429, message, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
