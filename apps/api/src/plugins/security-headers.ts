import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PAGE_LOADER } from '@adepa/contract/page-loader';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

// Every response carries these. The web app loads only its own scripts and styles, talks only to
// its own origin and may not be framed. Style attributes are allowed (the server-rendered HTML
// carries React's computed ones: a slider's track, a rating bar's width); <style> elements are
// not, nor is any inline script but the pages' one loader, allowed by its hash. The API docs
// relax the policy for their own pages only. A shop served over https (PUBLIC_URL) tells browsers
// to use nothing else for a year, its subdomains included, so a shopper on a café's Wi-Fi cannot
// be sent to a plain-http copy; over http the header would mean nothing, and a local or test shop
// must not pin localhost to https.
// The headers are the same for every request: helmet writes them once, at start, and each reply
// gets that set (helmet run per request cost a cached listing about a twentieth of its time).
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { headers }: { headers: Record<string, string> }) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
);

/**
 * The headers every reply carries, for a shop at `publicUrl`: computed once by app.ts, which hands
 * them to the plugin and to the replies Fastify makes before any hook runs (frameworkErrors).
 */
export function securityHeaders(publicUrl: string): Record<string, string> {
  const https = new URL(publicUrl).protocol === 'https:';
  return headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", pageLoaderHash],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https && { maxAge: 31_536_000, includeSubDomains: true },
  });
}

/** The CSP source that allows the pages' one inline script (contract page-loader.ts). */
const pageLoaderHash = `'sha256-${createHash('sha256').update(PAGE_LOADER).digest('base64')}'`;

/** The headers helmet sets with these options, as one object. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}
