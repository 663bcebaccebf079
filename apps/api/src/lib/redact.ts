import type { FastifyRequest } from 'fastify';

// Logs never hold secrets. Reset, verification and unsubscribe links carry their token in the
// path, so every url is logged with long random-looking segments cut short; bodies and headers
// are not logged at all, and fields named like secrets are censored if something logs them.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN_LIKE = /^[A-Za-z0-9_-]{24,}$/;
const SECRET_QUERY = /token|password|secret|key|code/i;

const redactSegment = (segment: string) =>
  TOKEN_LIKE.test(segment) && !UUID.test(segment) ? `${segment.slice(0, 4)}…` : segment;

/** The url with its token-like path segments and secret-named query values hidden. */
export function redactUrl(url: string): string {
  const [beforeQuery = '', query] = url.split('?', 2);
  const [origin, path] = /^https?:\/\/[^/]+/.test(beforeQuery)
    ? [beforeQuery.match(/^https?:\/\/[^/]+/)![0], beforeQuery.replace(/^https?:\/\/[^/]+/, '')]
    : ['', beforeQuery];
  const safePath = path.split('/').map(redactSegment).join('/');
  if (query === undefined) return origin + safePath;
  const params = new URLSearchParams(query);
  for (const name of [...params.keys()])
    if (SECRET_QUERY.test(name)) params.set(name, '[redacted]');
  return `${origin}${safePath}?${params}`;
}

/** Pino options for the api's logger: the request line with a redacted url, secrets censored. */
export const redactingLogOptions = {
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    }),
  },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      '*.password',
      '*.token',
      '*.refreshToken',
      '*.resetToken',
      '*.clientSecret',
      '*.reportKey',
    ],
    censor: '[redacted]',
  },
};
