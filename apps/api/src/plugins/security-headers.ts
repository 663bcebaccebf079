import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

// Every response carries these. The web app loads only its own scripts and styles, talks only to
// its own origin and may not be framed. Style attributes are allowed (the server-rendered HTML
// carries React's computed ones: a slider's track, a rating bar's width); <style> elements and
// inline scripts are not. The API docs relax the policy for their own pages only. A shop served
// over https (PUBLIC_URL) tells browsers to use nothing else for a year, its subdomains included,
// so a shopper on a café's Wi-Fi cannot be sent to a plain-http copy; over http the header would
// mean nothing, and a local or test shop must not pin localhost to https.
// helmet's middleware is made once: @fastify/helmet made it again for every request, parsing the
// policy each time (about 5% of the api's CPU while it takes orders).
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const https = new URL(app.config.publicUrl).protocol === 'https:';
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
});
