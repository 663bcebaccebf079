import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { smsOutbox } from '../db/schema.ts';
import { isPublicId } from '../lib/ids.ts';

// Rule: what the gateway says became of an SMS is recorded the same way whether it pushed a
// delivery report or the shop asked (sms/status-checks.ts): its status word as given, and for a
// delivery the gateway's time. A message once delivered stays delivered: a late word of an
// earlier stage does not undo it. Delivered, and the failures below, are final: nothing changes
// after them, so the shop stops asking.

const DELIVERED = ['delivered', 'delivrd'];
const FAILED = ['failed', 'undelivered', 'undeliv', 'rejected', 'rejectd', 'expired'];

export interface DeliveryStatus {
  status: string;
  /** The gateway's time of the status; a time without a zone is Ghana's, which is UTC. */
  time?: string | undefined;
  /** The price the gateway gives, in cedi: kept when the send's answer had none. */
  price?: number | null;
}

/** Which message: the gateway's id, or our row id (the client reference the gateway was given). */
export interface MessageRef {
  gatewayId?: string | undefined;
  id?: string | undefined;
}

export async function recordDeliveryStatus(
  db: DbOrTx,
  which: MessageRef,
  { status, time, price }: DeliveryStatus,
): Promise<void> {
  const ids: SQL[] = [];
  if (which.gatewayId !== undefined) ids.push(eq(smsOutbox.gatewayId, which.gatewayId));
  // A report can come before the gateway's answer to the send was recorded.
  if (which.id !== undefined && isPublicId(which.id)) ids.push(eq(smsOutbox.id, which.id));
  if (ids.length === 0) return;
  const report = status.trim().slice(0, 100);
  const delivered = DELIVERED.includes(report.toLowerCase());
  await db
    .update(smsOutbox)
    .set({
      deliveryReport: report,
      ...(delivered && { deliveredAt: gatewayTime(time) }),
      ...(price != null && { price: sql`coalesce(${smsOutbox.price}, ${price})` }),
    })
    .where(and(or(...ids), delivered ? undefined : isNull(smsOutbox.deliveredAt)));
}

/** True (in SQL) while the message's last word is not final: it may still change. */
export function deliveryUndecided(): SQL {
  return and(
    isNull(smsOutbox.deliveredAt),
    or(
      isNull(smsOutbox.deliveryReport),
      sql`lower(${smsOutbox.deliveryReport}) not in (${sql.join(
        [...DELIVERED, ...FAILED].map((word) => sql`${word}`),
        sql`, `,
      )})`,
    ),
  )!;
}

/** The gateway's time when it is a date; otherwise now. */
function gatewayTime(time: string | undefined): Date {
  const zoneless = time && /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(time.trim());
  const parsed = time ? new Date(zoneless ? `${time.trim().replace(' ', 'T')}Z` : time) : undefined;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : new Date();
}
