import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createImageStore, type ImageStore } from '../images/image-store.ts';
import { type ServiceDeps, serviceDeps } from './service-deps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

export interface ImagesPluginOptions {
  /** Removes the pictures uploaded for a form that was never saved (the uploads module's sweep). */
  removeAbandonedUploads: (deps: ServiceDeps) => Promise<unknown>;
}

export const imagesPlugin = fp(async (app: FastifyInstance, options: ImagesPluginOptions) => {
  app.decorate('images', createImageStore(path.join(app.config.dataDir, 'uploads')));
  if (app.config.env === 'test') return;
  // Uploads abandoned on an unsaved form are swept now and then (see abandoned-uploads.ts).
  const sweep = () =>
    options
      .removeAbandonedUploads(serviceDeps(app))
      .catch((error) => app.log.warn({ err: error }, 'could not sweep abandoned uploads'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
