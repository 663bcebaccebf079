import { formatDeliveryFee } from '@adepa/contract/delivery-fees';
import { formatCedi } from '@adepa/contract/money';
import type { DeliveryStatus, Order } from '@adepa/contract/orders';
import { paths } from '@adepa/contract/paths';
import type { ShopSettings } from '@adepa/contract/shop';
import { type MailMessage, renderMail } from '../../mail/index.ts';

// The e-mails an order causes: a confirmation to the buyer (when they gave an address), a notice
// to the shop for every new order, and a note to the buyer when its status changes.

const lineText = (line: Order['products'][number]) => {
  const options = [line.productSize && `size ${line.productSize}`, line.productColor].filter(
    Boolean,
  );
  return `${line.qty} × ${line.name}${options.length ? ` (${options.join(', ')})` : ''}: ${formatCedi(line.price * line.qty)}`;
};

/** Items, delivery and total, as the checkout showed them. */
const moneyLines = (order: Order) => [
  `Items: ${formatCedi(order.itemsPrice)}. Delivery to ${order.province}: ${formatDeliveryFee(order.shippingPrice)}.`,
  order.payment_status === 'paid'
    ? `Total: ${formatCedi(order.totalPrice)}, paid by Mobile Money.`
    : `Total: ${formatCedi(order.totalPrice)}, to pay when your order is delivered.`,
];

const deliveryText = (order: Order) =>
  `Delivery to ${order.name}, ${[order.address, order.area, order.province].filter(Boolean).join(', ')}. Phone ${order.phoneNumber}.`;

export function orderPlacedMails(
  shop: ShopSettings,
  order: Order,
  publicUrl: string,
): MailMessage[] {
  const lines = order.products.map(lineText);
  const mails: MailMessage[] = [
    {
      to: shop.email,
      ...renderMail(shop, {
        subject: `New order ${order.orderId}: ${formatCedi(order.totalPrice)}`,
        greeting: 'Hello team,',
        paragraphs: [
          `A new order has come in: ${order.orderId}.`,
          ...lines,
          ...moneyLines(order),
          deliveryText(order),
        ],
        action: {
          label: 'Open the order',
          url: `${publicUrl}${paths.admin.order(order._id)}`,
        },
      }),
    },
  ];
  if (order.email) {
    mails.push({
      to: order.email,
      ...renderMail(shop, {
        subject: `We have your order ${order.orderId}`,
        preheader: `${order.products.length} item(s), ${formatCedi(order.totalPrice)}, ${order.payment_status === 'paid' ? 'paid' : 'pay on delivery'}`,
        greeting: `Hello ${order.name},`,
        paragraphs: [
          `Thank you for shopping with ${shop.name}. Your order number is ${order.orderId}.`,
          ...lines,
          ...moneyLines(order),
          deliveryText(order),
          'We will call you before we deliver.',
        ],
        action: {
          label: 'Track your order',
          url: `${publicUrl}${paths.trackOrder(order.orderId)}`,
        },
      }),
    });
  }
  return mails;
}

const STATUS_TEXT: Record<DeliveryStatus, string> = {
  pending: 'is waiting to be processed',
  processing: 'is being prepared',
  warehouse: 'is at our warehouse, ready to go out',
  delivered: 'has been delivered. Thank you for paying on delivery',
  cancelled: 'has been cancelled. If you did not expect this, please call us',
};

export function statusChangedMail(
  shop: ShopSettings,
  order: Order,
  publicUrl: string,
): MailMessage | undefined {
  if (!order.email) return undefined;
  return {
    to: order.email,
    ...renderMail(shop, {
      subject: `Your order ${order.orderId} ${order.delivery_status === 'delivered' ? 'has been delivered' : `is now ${order.delivery_status}`}`,
      greeting: `Hello ${order.name},`,
      paragraphs: [`Your order ${order.orderId} ${STATUS_TEXT[order.delivery_status]}.`],
      action: {
        label: 'Track your order',
        url: `${publicUrl}${paths.trackOrder(order.orderId)}`,
      },
    }),
  };
}
