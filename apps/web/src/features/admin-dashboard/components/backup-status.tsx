import type { BackupStatusReply } from '@adepa/contract/backups';
import { formatDateTime } from '../../../lib/dates';

// The dashboard's word on backups: quiet while they are well, a warning the owner cannot miss
// when the last one failed or is more than two days old.

const tone = {
  ok: 'bg-white ring-line',
  off: 'bg-white ring-line',
  server: 'bg-white ring-line',
  none: 'bg-gold-soft ring-gold/40',
  old: 'bg-gold-soft ring-gold/40',
  failed: 'bg-red/10 ring-red/40',
} satisfies Record<BackupStatusReply['state'], string>;

export function BackupStatus({ status }: { status: BackupStatusReply }) {
  const last = status.lastSuccess;
  const lastText = last
    ? `${formatDateTime(last.at)} (${(last.bytes / 1e6).toFixed(1)} MB)`
    : 'none yet';
  const warning = status.state === 'failed' || status.state === 'old' || status.state === 'none';
  return (
    <section
      aria-labelledby="backups"
      role={warning ? 'alert' : undefined}
      className={`rounded-2xl p-4 ring-1 sm:p-6 ${tone[status.state]}`}
    >
      <h2 id="backups" className="text-base font-bold">
        Backups
      </h2>
      <p className="mt-1 text-sm">{message(status, lastText)}</p>
      {status.state === 'failed' && status.lastFailure && (
        <p className="mt-1 text-sm font-medium break-words text-red">
          {formatDateTime(status.lastFailure.at)}: {status.lastFailure.error}
        </p>
      )}
    </section>
  );
}

function message(status: BackupStatusReply, lastText: string): string {
  switch (status.state) {
    case 'ok':
      return `Last backup: ${lastText}. The shop backs itself up every ${status.everyHours} hours.`;
    case 'failed':
      return `The last backup failed. The last good one: ${lastText}. Check the disk of the shop's computer, then run npm run backup.`;
    case 'old':
      return `The last backup is more than two days old: ${lastText}. Is the shop's computer short of disk space? Run npm run backup.`;
    case 'none':
      return 'No backup has been made yet. Run npm run backup on the shop’s computer.';
    case 'off':
      return `Scheduled backups are off. Last backup: ${lastText}. Run npm run backup to make one.`;
    case 'server':
      return 'The shop runs on PostgreSQL: its backups are the database server’s (or npm run backup).';
  }
}
