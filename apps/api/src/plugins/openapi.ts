import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { OTHER_SCHEMES, operationFacts } from './openapi-operations.ts';

// The OpenAPI document is generated from the routes' zod schemas: /api/docs/json, UI at /api/docs.
/** The shop's name and e-mail, and the address of its terms, which the licence points to. */
type OpenApiOptions = { shopName: string; shopEmail: string; termsUrl: string };

export const openApiPlugin = fp(async (app: FastifyInstance, opts: OpenApiOptions) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${opts.shopName} shop API`,
        description: 'The storefront, customer and admin API. Errors answer `{ "error": "..." }`.',
        version: '1.0.0',
        contact: { name: opts.shopName, email: opts.shopEmail },
        // The shop's own api, for its own pages and tools: no licence is granted to others.
        license: {
          name: `Proprietary: all rights reserved by ${opts.shopName}`,
          url: opts.termsUrl,
        },
      },
      // The api is served from the shop's own address, whatever that is: the document's own origin.
      servers: [{ url: '/', description: 'This shop' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          ...OTHER_SCHEMES,
        },
      },
    },
    // Each operation says who may call it and its id, derived here from the route's hooks.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const { callerSentence, ...facts } = operationFacts(app, input.route, input.url);
      const schema = out.schema as Record<string, unknown>;
      const description = [schema.description, callerSentence].filter(Boolean).join(' ');
      return {
        url: out.url,
        schema: { ...schema, ...facts, ...(description && { description }) },
      };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The docs page ships inline styles; the rest of the site keeps the strict policy.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
});
