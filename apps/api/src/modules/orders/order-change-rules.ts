import type { DeliveryStatus, PaymentStatus } from '@adepa/contract/orders';

// Which changes an order's money forbids, as sentences a person can act on (no I/O):
// - A cancelled order whose money came in is owed back, or was refunded: reopening it would send
//   goods the shop is giving the money back for, or show a refunded order as paid. So a cancelled
//   order with any refund stays cancelled; the owner places a new order instead.
// - A shopper deletes only an order nobody has paid or is paying, and that is not yet being
//   prepared: deleting a paid one would hide the money owed back, one awaiting payment would
//   leave a charge on its way, and one being packed would put its stock back on the shelf.

/** Why a cancelled order may not go back to `to`; undefined when it may. */
export function reopenRefusal(
  from: DeliveryStatus,
  to: DeliveryStatus,
  refunds: number,
): string | undefined {
  if (from !== 'cancelled' || to === 'cancelled' || refunds === 0) return undefined;
  return 'This order was cancelled after its money came in, and that money is owed back or refunded: it cannot be reopened. Place a new order for the shopper instead.';
}

/** Why a shopper may not delete their order; undefined when they may. */
export function customerDeletionRefusal(
  order: { paymentStatus: PaymentStatus; deliveryStatus: DeliveryStatus },
  shopPhone: string,
): string | undefined {
  if (order.paymentStatus === 'paid')
    return `This order is paid, so it cannot be deleted. To cancel it and get your money back, call the shop on ${shopPhone}.`;
  if (order.paymentStatus === 'awaiting_payment')
    return `This order is waiting for your Mobile Money payment, so it cannot be deleted now. Choose payment on delivery or let the payment run out, or call the shop on ${shopPhone}.`;
  if (order.deliveryStatus !== 'pending' && order.deliveryStatus !== 'cancelled')
    return `This order is already being prepared or delivered, so it cannot be deleted. To cancel it, call the shop on ${shopPhone}.`;
  return undefined;
}
