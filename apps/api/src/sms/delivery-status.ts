import type { DbOrTx } from '../db/client.ts';
import { isPublicId } from '../lib/ids.ts';
import { type MessageRef, recordDeliveryReport } from './delivery-repository.ts';

// Rule: what the gateway says became of an SMS is recorded the same way whether it pushed a
// delivery report or the shop asked (sms/status-checks.ts): its status word as given, and for a
// delivery the gateway's time. A message once delivered stays delivered: a late word of an
// earlier stage does not undo it. Delivered, and the failures below, are final: nothing changes
// after them, so the shop stops asking.

const DELIVERED = ['delivered', 'delivrd'];
const FAILED = ['failed', 'undelivered', 'undeliv', 'rejected', 'rejectd', 'expired'];

/** The gateway's words after which nothing changes. */
export const FINAL_REPORTS = [...DELIVERED, ...FAILED];

export interface DeliveryStatus {
  status: string;
  /** The gateway's time of the status; a time without a zone is Ghana's, which is UTC. */
  time?: string | undefined;
  /** The price the gateway gives, in cedi: kept when the send's answer had none. */
  price?: number | null;
}

export async function recordDeliveryStatus(
  db: DbOrTx,
  which: MessageRef,
  { status, time, price }: DeliveryStatus,
): Promise<void> {
  // A report can come before the gateway's answer to the send was recorded.
  const id = which.id !== undefined && isPublicId(which.id) ? which.id : undefined;
  const report = status.trim().slice(0, 100);
  const delivered = DELIVERED.includes(report.toLowerCase());
  await recordDeliveryReport(
    db,
    { gatewayId: which.gatewayId, id },
    { report, deliveredAt: delivered ? gatewayTime(time) : undefined, price },
  );
}

/** The gateway's time when it is a date; otherwise now. */
function gatewayTime(time: string | undefined): Date {
  const zoneless = time && /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(time.trim());
  const parsed = time ? new Date(zoneless ? `${time.trim().replace(' ', 'T')}Z` : time) : undefined;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : new Date();
}
