import { activitySubject } from '@adepa/contract/activity';
import type { DeliveryStatus, PaymentStatus } from '@adepa/contract/orders';
import { type Actor, changedFields, recordActivity } from '../../activity/index.ts';
import { NotFound, OrderChangeRefused, ReopenShortage } from '../../lib/domain-errors.ts';
import { recordCancellationRefunds, refundsOfOrder } from '../../payments/index.ts';
import type { ServiceDeps } from '../../plugins/service-deps.ts';
import { statusChangedMail } from './mails.ts';
import { customerDeletionRefusal, reopenRefusal } from './order-change-rules.ts';
import { retakeStock, returnStock } from './order-stock.ts';
import {
  createOrderRepository,
  hideOrder,
  lockVisibleOrder,
  setDeliveryStatus,
} from './repository.ts';
import { statusChangedSms } from './sms.ts';

// Changes to a placed order. The order row is locked first, so changes to one order happen one at
// a time; stock moves with the status (see stock.ts). An order paid on delivery is paid when it is
// delivered; a Mobile Money order that was paid and is cancelled owes its money back, and stays
// cancelled (order-change-rules.ts says which changes an order's money forbids).

export function createOrderChanges({ db, mail, sms, shop, publicUrl }: ServiceDeps) {
  return {
    async setStatus(orderId: string, status: DeliveryStatus, actor: Actor) {
      const changed = await db.transaction(async (tx) => {
        const order = await lockVisibleOrder(tx, orderId);
        if (!order) throw new NotFound('Order');
        if (order.deliveryStatus === status) return false;
        const from = order.deliveryStatus as DeliveryStatus;
        const refunds = from === 'cancelled' ? (await refundsOfOrder(tx, order.id)).length : 0;
        const refusal = reopenRefusal(from, status, refunds);
        if (refusal) throw new OrderChangeRefused(refusal);
        if (status === 'cancelled') {
          await returnStock(tx, order.id);
          await recordCancellationRefunds(tx, order);
        } else if (order.stockReturnedAt) {
          const shortage = await retakeStock(tx, order.id);
          if (shortage) throw new ReopenShortage(shortage);
        }
        await setDeliveryStatus(tx, order.id, status);
        const updated = await createOrderRepository(tx).find(order.id);
        await recordActivity(tx, actor, {
          action: 'order.status',
          subject: activitySubject('order', order.id),
          ...changedFields(
            { deliveryStatus: from, paymentStatus: order.paymentStatus },
            { deliveryStatus: status, paymentStatus: updated?.payment_status },
          ),
        });
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

    /**
     * Hides the order (the books keep it) and gives back the stock of an undelivered one; a
     * shopper's only while nobody paid or is paying it and it is not yet being prepared.
     */
    async remove(orderId: string, by: 'customer' | 'admin', actor: Actor) {
      await db.transaction(async (tx) => {
        const locked = await lockVisibleOrder(tx, orderId);
        if (!locked) throw new NotFound('Order');
        const refusal =
          by === 'customer' &&
          customerDeletionRefusal(
            {
              paymentStatus: locked.paymentStatus as PaymentStatus,
              deliveryStatus: locked.deliveryStatus as DeliveryStatus,
            },
            shop.phone,
          );
        if (refusal) throw new OrderChangeRefused(refusal);
        const order = await hideOrder(tx, orderId);
        if (!order) throw new NotFound('Order');
        await recordActivity(tx, actor, {
          action: 'order.delete',
          subject: activitySubject('order', order.id),
          before: {
            orderId: locked.orderNumber,
            deliveryStatus: locked.deliveryStatus,
            paymentStatus: locked.paymentStatus,
          },
        });
        if (order.deliveryStatus !== 'delivered') {
          await returnStock(tx, order.id);
          // From the row as it was: once hidden it counts as cancelled, and would owe nothing.
          await recordCancellationRefunds(tx, locked);
        }
      });
    },
  };
}
