import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createImageStore, type ImageStore } from '../images/image-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

export const imagesPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('images', createImageStore(path.join(app.config.dataDir, 'uploads')));
});
