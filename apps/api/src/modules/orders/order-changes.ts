import type { DeliveryStatus } from '@adepa/contract/orders';
import { and, eq, isNull } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { NotFound, ReopenShortage } from '../../lib/domain-errors.ts';
import type { ServiceDeps } from '../../plugins/service-deps.ts';
import { statusChangedMail } from './mails.ts';
import { createOrderRepository } from './repository.ts';
import { statusChangedSms } from './sms.ts';
import { retakeStock, returnStock } from './stock.ts';

// Changes to a placed order. The order row is locked first, so changes to one order happen one at
// a time; stock moves with the status (see stock.ts). An order is paid when it is delivered.

export function createOrderChanges({ db, mail, sms, shop, publicUrl }: ServiceDeps) {
  return {
    async setStatus(orderId: string, status: DeliveryStatus) {
      const changed = await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)))
          .for('update');
        if (!order) throw new NotFound('Order');
        if (order.deliveryStatus === status) return false;
        if (status === 'cancelled') {
          await returnStock(tx, order.id);
        } else if (order.stockReturnedAt) {
          const shortage = await retakeStock(tx, order.id);
          if (shortage) throw new ReopenShortage(shortage);
        }
        await tx
          .update(orders)
          .set({
            deliveryStatus: status,
            paymentStatus: status === 'delivered' ? 'paid' : 'unpaid',
            updatedAt: new Date(),
          })
          .where(eq(orders.id, order.id));
        const updated = await createOrderRepository(tx).find(order.id);
        const message = updated && statusChangedMail(shop, updated, publicUrl);
        if (message) await mail.enqueue(tx, message);
        const text = updated && statusChangedSms(shop, updated, publicUrl);
        if (text) await sms.enqueue(tx, text);
        return true;
      });
      if (changed) {
        mail.wake();
        sms.wake();
      }
      return (await createOrderRepository(db).find(orderId))!;
    },

    /** Hides the order (the books keep it) and gives back the stock of an undelivered one. */
    async remove(orderId: string) {
      await db.transaction(async (tx) => {
        const [order] = await tx
          .update(orders)
          .set({ deletedAt: new Date() })
          .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)))
          .returning();
        if (!order) throw new NotFound('Order');
        if (order.deliveryStatus !== 'delivered') await returnStock(tx, order.id);
      });
    },
  };
}
