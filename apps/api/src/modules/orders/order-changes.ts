import type { DeliveryStatus } from '@adepa/contract/orders';
import { NotFound, ReopenShortage } from '../../lib/domain-errors.ts';
import type { ServiceDeps } from '../../plugins/service-deps.ts';
import { statusChangedMail } from './mails.ts';
import { recordCancellationRefunds } from './order-payments.ts';
import {
  createOrderRepository,
  hideOrder,
  lockVisibleOrder,
  setDeliveryStatus,
} from './repository.ts';
import { statusChangedSms } from './sms.ts';
import { retakeStock, returnStock } from './stock.ts';

// Changes to a placed order. The order row is locked first, so changes to one order happen one at
// a time; stock moves with the status (see stock.ts). An order paid on delivery is paid when it is
// delivered; a Mobile Money order that was paid and is cancelled owes its money back.

export function createOrderChanges({ db, mail, sms, shop, publicUrl }: ServiceDeps) {
  return {
    async setStatus(orderId: string, status: DeliveryStatus) {
      const changed = await db.transaction(async (tx) => {
        const order = await lockVisibleOrder(tx, orderId);
        if (!order) throw new NotFound('Order');
        if (order.deliveryStatus === status) return false;
        if (status === 'cancelled') {
          await returnStock(tx, order.id);
          await recordCancellationRefunds(tx, order);
        } else if (order.stockReturnedAt) {
          const shortage = await retakeStock(tx, order.id);
          if (shortage) throw new ReopenShortage(shortage);
        }
        await setDeliveryStatus(tx, order.id, status);
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
        const order = await hideOrder(tx, orderId);
        if (!order) throw new NotFound('Order');
        if (order.deliveryStatus !== 'delivered') {
          await returnStock(tx, order.id);
          await recordCancellationRefunds(tx, order);
        }
      });
    },
  };
}
