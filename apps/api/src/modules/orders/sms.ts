import { formatCedi } from '@adepa/contract/money';
import type { DeliveryStatus, Order } from '@adepa/contract/orders';
import { canReceiveSms, normalizeGhanaPhone } from '@adepa/contract/phone';
import type { ShopSettings } from '@adepa/contract/shop';
import type { SmsMessage } from '../../sms/outbox.ts';

// The SMS an order causes: one to the buyer when it is placed and at each change to processing,
// warehouse, delivered or cancelled, with the order id and the tracking link, and one to the shop's
// own mobile for each new order. Texts keep to the GSM alphabet (cedi as GHS: one ₵ would make the
// whole message Unicode, 70 characters a part) and to one 160-character part where they can.

const money = (cedi: number) => formatCedi(cedi).replace('₵', 'GHS ');

const trackingLink = (publicUrl: string, order: Order) =>
  `${publicUrl}/track-order?orderId=${encodeURIComponent(order.orderId)}`;

const STATUS_TEXT: Partial<Record<DeliveryStatus, (order: Order, shop: ShopSettings) => string>> = {
  processing: (o) => `we are preparing your order ${o.orderId}.`,
  warehouse: (o) => `your order ${o.orderId} is packed and ready to go out to you.`,
  delivered: (o) => `order ${o.orderId} is delivered. Thank you for shopping with us!`,
  cancelled: (o, shop) => `order ${o.orderId} is cancelled. Not expected? Call ${shop.mobile}.`,
};

/** The message to `phone`, or, when no SMS can reach it, the same message marked skipped and why. */
function smsTo(phone: string, message: Omit<SmsMessage, 'to'>): SmsMessage {
  const to = normalizeGhanaPhone(phone);
  if (!to) return { ...message, to: phone, skipReason: `${phone} is not a Ghana phone number` };
  if (!canReceiveSms(to))
    return { ...message, to, skipReason: `${to} is a landline: it cannot receive SMS` };
  return { ...message, to };
}

export function orderPlacedSms(shop: ShopSettings, order: Order, publicUrl: string): SmsMessage[] {
  const items = order.products.reduce((sum, line) => sum + line.qty, 0);
  return [
    smsTo(order.phoneNumber, {
      orderId: order._id,
      reason: 'placed',
      text: `${shop.name}: thank you! Order ${order.orderId} is in. Pay ${money(order.totalPrice)} on delivery. Track: ${trackingLink(publicUrl, order)}`,
    }),
    smsTo(shop.mobile, {
      orderId: order._id,
      toShop: true,
      reason: 'shop',
      text: `New order ${order.orderId}: ${money(order.totalPrice)}, ${items} item(s) to ${order.area}, ${order.province}. Call ${order.phoneNumber}.`,
    }),
  ];
}

export function statusChangedSms(
  shop: ShopSettings,
  order: Order,
  publicUrl: string,
): SmsMessage | undefined {
  const text = STATUS_TEXT[order.delivery_status];
  if (!text) return undefined;
  return smsTo(order.phoneNumber, {
    orderId: order._id,
    reason: order.delivery_status,
    text: `${shop.name}: ${text(order, shop)} Track: ${trackingLink(publicUrl, order)}`,
  });
}
