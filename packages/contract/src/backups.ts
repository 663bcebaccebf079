import { z } from 'zod';

// The embedded shop's own backups, as the admin dashboard shows them.

/** A backup older than this is reported as a warning. */
export const BACKUP_TOO_OLD_HOURS = 48;

export const backupStatusSchema = z.object({
  /** False on PostgreSQL, whose backups are the database server's own (and `npm run backup`). */
  embedded: z.boolean(),
  /** Hours between scheduled backups; 0 when they are switched off. */
  everyHours: z.number(),
  lastSuccess: z.object({ at: z.string(), file: z.string(), bytes: z.number() }).nullable(),
  lastFailure: z.object({ at: z.string(), error: z.string() }).nullable(),
  /** What the owner should know: all well, the last attempt failed, too old, none yet, off. */
  state: z.enum(['ok', 'failed', 'old', 'none', 'off', 'server']),
});
export type BackupStatusReply = z.infer<typeof backupStatusSchema>;
