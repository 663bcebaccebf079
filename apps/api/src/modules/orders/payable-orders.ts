import type { PayableOrders } from '../../payments/index.ts';
import type { ServiceDeps } from '../../plugins/service-deps.ts';
import { checkGuestOrders } from './guest-orders.ts';
import { orderPlacedMails } from './mails.ts';
import { retakeStock, returnStock } from './order-stock.ts';
import {
  abandonedPayments,
  awaitingPayments,
  createOrderRepository,
  findOrderPayment,
  lockOrder,
  setDeliveryStatus,
  setOrderPayment,
} from './repository.ts';
import { orderPaidSms, orderPlacedSms } from './sms.ts';

// The orders as payments see them (payments/payable-orders.ts): payments decide what their money
// does to an order; its rows, its stock and its messages stay this module's.

export function createPayableOrders({
  mail,
  sms,
  shop,
  publicUrl,
  limits,
}: ServiceDeps): PayableOrders {
  return {
    lock: lockOrder,
    savePayment: setOrderPayment,
    async releaseStock(tx, orderId) {
      await returnStock(tx, orderId);
    },
    retakeStock,
    cancelQuietly: (tx, orderId) => setDeliveryStatus(tx, orderId, 'cancelled'),
    checkGuestOrders: async (tx, order) => {
      if (order.customerId !== null) return;
      await checkGuestOrders(tx, order.phoneNumber, limits.guestOrdersPerPhone, shop.phone);
    },
    async announce(tx, orderId, news) {
      const order = await createOrderRepository(tx).find(orderId);
      if (!order) return false;
      if (news === 'paid') {
        await sms.enqueue(tx, orderPaidSms(shop, order, publicUrl));
        return true;
      }
      await mail.enqueue(tx, orderPlacedMails(shop, order, publicUrl));
      await sms.enqueue(tx, orderPlacedSms(shop, order, publicUrl));
      return true;
    },
    wakeMessages() {
      mail.wake();
      sms.wake();
    },
    findPayment: findOrderPayment,
    awaitingPayments,
    abandonedPayments,
  };
}
