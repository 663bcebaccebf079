import type { FastifyRequest } from 'fastify';

/**
 * Whether a request comes from the shop's own pages: browsers name the page's origin in `Origin`
 * and say `Sec-Fetch-Site: cross-site` for requests started by other sites. Requests without
 * either header (older browsers, the shop's own tools) are let through; the cookie itself is
 * SameSite=Strict.
 */
export function isSameSiteRequest(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  const allowed = new Set([new URL(publicUrl).origin, `${request.protocol}://${request.host}`]);
  return allowed.has(origin);
}
