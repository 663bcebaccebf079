import { and, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { smsOutbox } from '../db/schema.ts';

// The SQL of what became of sent SMS: the gateway's word recorded on its message
// (delivery-status.ts), and the messages claimed for asking the gateway (status-checks.ts).

/** Which message: the gateway's id, or our row id (the client reference the gateway was given). */
export interface MessageRef {
  gatewayId?: string | undefined;
  id?: string | undefined;
}

/**
 * Writes the gateway's word on the message named by either id, and the delivery time with a
 * delivery; a message already delivered keeps its word unless this one is a delivery too.
 */
export async function recordDeliveryReport(
  db: DbOrTx,
  which: MessageRef,
  word: { report: string; deliveredAt?: Date | undefined; price?: number | null | undefined },
): Promise<void> {
  const ids: SQL[] = [];
  if (which.gatewayId !== undefined) ids.push(eq(smsOutbox.gatewayId, which.gatewayId));
  if (which.id !== undefined) ids.push(eq(smsOutbox.id, which.id));
  if (ids.length === 0) return;
  const { report, deliveredAt, price } = word;
  await db
    .update(smsOutbox)
    .set({
      deliveryReport: report,
      ...(deliveredAt && { deliveredAt }),
      ...(price != null && { price: sql`coalesce(${smsOutbox.price}, ${price})` }),
    })
    .where(and(or(...ids), deliveredAt ? undefined : isNull(smsOutbox.deliveredAt)));
}

/** When a sent message is asked about, and which words end the asking. */
export interface StatusCheckTimes {
  firstAfterSeconds: number;
  everySeconds: number;
  giveUpAfterHours: number;
  /** The gateway's words (lower case) after which a message's fate no longer changes. */
  finalReports: string[];
}

/**
 * Up to `batchSize` sent messages due to be asked about, longest unasked first, claimed by
 * stamping status_checked_at in the same statement (`for update skip locked`).
 */
export function claimStatusChecks(db: Db, times: StatusCheckTimes, batchSize: number) {
  const { firstAfterSeconds, everySeconds, giveUpAfterHours, finalReports } = times;
  const due = db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.status, 'sent'),
        isNotNull(smsOutbox.gatewayId),
        undecided(finalReports),
        gt(smsOutbox.sentAt, sql`now() - make_interval(hours => ${giveUpAfterHours})`),
        or(
          and(
            isNull(smsOutbox.statusCheckedAt),
            lte(smsOutbox.sentAt, sql`now() - make_interval(secs => ${firstAfterSeconds})`),
          ),
          lte(smsOutbox.statusCheckedAt, sql`now() - make_interval(secs => ${everySeconds})`),
        ),
      ),
    )
    .orderBy(sql`coalesce(${smsOutbox.statusCheckedAt}, ${smsOutbox.sentAt})`)
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(smsOutbox)
    .set({ statusCheckedAt: sql`now()` })
    .where(inArray(smsOutbox.id, due))
    .returning({ id: smsOutbox.id, gatewayId: smsOutbox.gatewayId });
}

/** True (in SQL) while the message's last word is not final: it may still change. */
function undecided(finalReports: string[]): SQL {
  return and(
    isNull(smsOutbox.deliveredAt),
    or(
      isNull(smsOutbox.deliveryReport),
      sql`lower(${smsOutbox.deliveryReport}) not in (${sql.join(
        finalReports.map((word) => sql`${word}`),
        sql`, `,
      )})`,
    ),
  )!;
}
