import {
  BACKUP_TOO_OLD_HOURS,
  type BackupStatusReply,
  backupStatusSchema,
} from '@adepa/contract/backups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../lib/error-replies.ts';
import type { BackupStatus } from './schedule.ts';

/** The dashboard's view of the backups. */
export const adminBackupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/status',
    {
      schema: {
        tags: ['backups'],
        summary: 'When the embedded shop last backed itself up, and whether the owner should act',
        response: { 200: backupStatusSchema, ...errorReplies(401, 403) },
      },
    },
    async () => statusReply(app.backups?.status() ?? null, app.config.backups.everyHours),
  );
};

export function statusReply(status: BackupStatus | null, everyHours: number): BackupStatusReply {
  if (!status)
    return { embedded: false, everyHours, lastSuccess: null, lastFailure: null, state: 'server' };
  const lastSuccess = status.lastSuccess ?? null;
  const lastFailure = status.lastFailure ?? null;
  const successAt = lastSuccess ? Date.parse(lastSuccess.at) : 0;
  const state: BackupStatusReply['state'] =
    lastFailure && Date.parse(lastFailure.at) > successAt
      ? 'failed'
      : !lastSuccess
        ? everyHours > 0
          ? 'none'
          : 'off'
        : Date.now() - successAt > BACKUP_TOO_OLD_HOURS * 3_600_000
          ? 'old'
          : 'ok';
  return { embedded: true, everyHours, lastSuccess, lastFailure, state };
}
