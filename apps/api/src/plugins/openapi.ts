import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// The OpenAPI document is generated from the routes' zod schemas: /api/docs/json, UI at /api/docs.
export const openApiPlugin = fp(async (app: FastifyInstance, opts: { shopName: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${opts.shopName} shop API`,
        description: 'The storefront, customer and admin API. Errors answer `{ "error": "..." }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The docs page ships inline styles; the rest of the site keeps the strict policy.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
});
