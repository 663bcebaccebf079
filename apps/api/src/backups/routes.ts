import { timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../lib/error-replies.ts';
import { HttpError } from '../lib/http-error.ts';
import { isFromThisMachine } from '../lib/loopback.ts';
import { BackupRefused } from './target.ts';

export type BackupRoutesOptions = {
  /**
   * The secret `npm run backup` reads from the data folder's lock file to ask the running shop
   * for a backup; without one, nothing may ask.
   */
  controlToken?: string;
};

/** Headers a proxy adds: a request with one came through a proxy, not from the owner's tool. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * The owner's tool asking the running shop for a backup: from this machine only (the connection
 * itself, whatever headers say), then authorised by the control token, not by a role. The
 * dashboard's view of the backups is in admin-routes.ts.
 */
export const backupRoutes: FastifyPluginAsyncZod<BackupRoutesOptions> = async (app, opts) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['backups'],
        summary: 'Back up the running embedded shop now (for `npm run backup`, with its token)',
        body: z.object({ file: z.string().min(1).max(4096) }),
        response: {
          200: z.object({ file: z.string(), bytes: z.number() }),
          ...errorReplies(413, 415, {
            400: 'Not an absolute path, or inside the shop’s pictures or database folder',
            401: 'Not the shop owner’s backup tool',
            403: 'Not asked from the shop’s own machine',
            409: 'The file exists, or the shop runs on PostgreSQL (the backup tool reads it directly)',
            503: 'The backup could not be written',
          }),
        },
      },
      // Before the body is read: a caller from elsewhere learns nothing but this.
      onRequest: async (request) => {
        const forwarded = FORWARDING_HEADERS.some((name) => name in request.headers);
        if (
          forwarded ||
          !isFromThisMachine(request.socket.remoteAddress, request.socket.localAddress)
        )
          throw new HttpError(
            403,
            'A backup can only be asked for from the shop’s own machine, through 127.0.0.1',
          );
      },
    },
    async (request) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!opts.controlToken || !sameSecret(given, opts.controlToken))
        throw new HttpError(401, 'Only the shop owner’s backup tool may ask for a backup');
      if (!app.backups)
        throw new HttpError(409, 'This shop runs on PostgreSQL: npm run backup reads it directly');
      if (!path.isAbsolute(request.body.file))
        throw new HttpError(400, 'The backup file must be an absolute path');
      try {
        return await app.backups.backUp(request.body.file);
      } catch (error) {
        if (error instanceof BackupRefused)
          throw new HttpError(error.problem === 'exists' ? 409 : 400, error.message);
        throw new HttpError(503, `The backup could not be written: ${(error as Error).message}`);
      }
    },
  );
};

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
