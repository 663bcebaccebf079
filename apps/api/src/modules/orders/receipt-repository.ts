import { activitySubject } from '@adepa/contract/activity';
import { and, eq, isNull } from 'drizzle-orm';
import { type Actor, changedFields, recordActivity } from '../../activity/index.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

// The E-VAT invoice number the owner writes onto an order (its receipt shows it).

/** Writes the number and its log entry together; false when there is no such order. */
export function writeEvatInvoice(
  db: Db,
  orderId: string,
  evatInvoice: string | null,
  actor: Actor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ evatInvoice: orders.evatInvoice })
      .from(orders)
      .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)))
      .for('update');
    if (!before) return false;
    await tx.update(orders).set({ evatInvoice }).where(eq(orders.id, orderId));
    const change = changedFields(before, { evatInvoice });
    if (change.changed)
      await recordActivity(tx, actor, {
        action: 'order.evat',
        subject: activitySubject('order', orderId),
        ...change,
      });
    return true;
  });
}
