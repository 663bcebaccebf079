import { formatCedi } from './money.ts';

// What a shopper reads when an order cannot be placed or changed as asked: a product ran short,
// the delivery fee changed since checkout showed it, the order is too large, or the phone number
// holds enough orders.

export type ShortageFacts = { name?: string | null; available: number };

export const shortageMessage = ({ name, available }: ShortageFacts) =>
  !name
    ? 'A product in your cart is no longer sold. Please remove it from your cart.'
    : available === 0
      ? `Sorry, ${name} is out of stock. Please remove it from your cart.`
      : `Sorry, only ${available} of ${name} left. Please lower the quantity.`;

export const reopenShortageMessage = (shortage: ShortageFacts) =>
  `This order cannot be reopened: ${shortageMessage(shortage)}`;

export const feeChangeMessage = ({
  region,
  fee,
  shown,
}: {
  region: string;
  fee: number;
  shown: number;
}) =>
  `Delivery to ${region} now costs ${fee === 0 ? 'nothing' : formatCedi(fee)}, not ${formatCedi(shown)}. Check your new total, then place your order again.`;

/** The largest order total the shop keeps, in pesewas (its books count in 32-bit integers). */
export const MAX_ORDER_PESEWAS = 2_147_483_647;

export const orderTooLargeMessage = (shopPhone: string) =>
  `This order comes to more than ${formatCedi(MAX_ORDER_PESEWAS / 100)}, more than the shop takes online. Please call us on ${shopPhone} to place it.`;

export const unitsPerLineMessage = (name: string, most: number, shopPhone: string) =>
  `You can order at most ${most} of ${name} online. For more, please call us on ${shopPhone}.`;

export const guestOrderLimitMessage = ({
  limit,
  shopPhone,
}: {
  limit: number;
  shopPhone: string;
}) =>
  `This phone number already has ${limit} ${limit === 1 ? 'order' : 'orders'} waiting for delivery. To order more, please call us on ${shopPhone}.`;
