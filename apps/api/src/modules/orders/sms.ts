import { arrivalText } from '@adepa/contract/arrival';
import { formatCedi } from '@adepa/contract/money';
import type { DeliveryStatus, Order } from '@adepa/contract/orders';
import { paths } from '@adepa/contract/paths';
import { canReceiveSms, normalizeGhanaPhone } from '@adepa/contract/phone';
import type { ShopSettings } from '@adepa/contract/shop';
import {
  composeSms,
  first,
  freeText,
  fromSetting,
  leadingWords,
  optional,
  type SmsMessage,
  type SmsPart,
  type SmsTemplate,
} from '../../sms/index.ts';
import { LONGEST_ORDER } from './sms-longest-order.ts';

// The SMS an order causes: one to the buyer when it is placed and at each change to processing,
// warehouse, delivered or cancelled, with the order id and the tracking link, and one to the shop's
// own mobile for each new order. Every one is GSM-7 in one 160-septet part (sms/fit-text.ts):
// - fixed, always whole: the order id, the amount, the tracking link, the shop's mobile, the
//   buyer's number and region. The start-up check proves they fit for the longest order.
// - elastic, given the room left in this order: the shop's name before the text ("Adepa: ",
//   shortened to whole words, then dropped: the sender id already names the shop), the courtesy
//   phrases, and the area the buyer typed, cleaned to one line and cut (the order page keeps it whole);
//   the shop's notice ends with the buyer's delivery note in the room left. The buyer's "order
//   placed" SMS says when the parcel arrives, given its room before the greetings.

/** The order facts a text uses: the stored order, or the longest one the contract allows. */
export type OrderFacts = Pick<
  Order,
  | 'orderId'
  | 'totalPrice'
  | 'area'
  | 'province'
  | 'phoneNumber'
  | 'payment_status'
  | 'deliveryNote'
  | 'arrives'
> & { products: { qty: number }[] };

type Text = (shop: ShopSettings, order: OrderFacts, publicUrl: string) => SmsPart[];

// Cedi as GHS: the ₵ sign is not in the SMS alphabet.
const money = (cedi: number) => formatCedi(cedi).replace('₵', 'GHS ');

const shopName = (shop: ShopSettings) => leadingWords(shop.name, { after: ': ' });

const track = (publicUrl: string, order: OrderFacts): SmsPart[] => [
  ' Track: ',
  fromSetting(`${publicUrl}${paths.trackOrder(order.orderId)}`, {
    variable: 'PUBLIC_URL',
    value: publicUrl,
    what: 'the tracking link',
  }),
];

const placed: Text = (shop, o, url) => [
  shopName(shop),
  optional('Thank you! '),
  o.payment_status === 'paid'
    ? `Order ${o.orderId} is in, paid ${money(o.totalPrice)} by MoMo.`
    : `Order ${o.orderId} is in. Pay ${money(o.totalPrice)} on delivery.`,
  first(optional(o.arrives ? ` ${arrivalText(o.arrives, '-')}.` : '')),
  ...track(url, o),
];

/** To a shopper who chose payment on delivery and whose Mobile Money payment came in after all. */
const paid: Text = (shop, o, url) => [
  shopName(shop),
  `Order ${o.orderId} is paid: ${money(o.totalPrice)} by MoMo.`,
  optional(' Nothing to pay on delivery.'),
  ...track(url, o),
];

const shopNotice: Text = (_shop, o) => [
  `New order ${o.orderId}: ${money(o.totalPrice)}${o.payment_status === 'paid' ? ' paid' : ''}, ${o.products.reduce((n, l) => n + l.qty, 0)} item(s) to `,
  freeText(o.area, { after: ', ', ending: '' }),
  `${o.province}. Call ${o.phoneNumber}.`,
  freeText(o.deliveryNote ?? '', { before: ' Note: ' }),
];

const STATUS_TEXTS: Partial<Record<DeliveryStatus, Text>> = {
  processing: (shop, o, url) => [
    shopName(shop),
    `We are preparing your order ${o.orderId}.`,
    ...track(url, o),
  ],
  warehouse: (shop, o, url) => [
    shopName(shop),
    `Your order ${o.orderId} is packed and ready to go out to you.`,
    ...track(url, o),
  ],
  delivered: (shop, o, url) => [
    shopName(shop),
    `Order ${o.orderId} is delivered.`,
    optional(' Thank you for shopping with us!'),
    ...track(url, o),
  ],
  cancelled: (shop, o, url) => [
    shopName(shop),
    `Order ${o.orderId} is cancelled.`,
    optional(' Not expected?'),
    ' Call ',
    fromSetting(shop.mobile, {
      variable: 'SHOP_WHATSAPP',
      value: shop.mobile,
      what: "the shop's mobile",
    }),
    '.',
    ...track(url, o),
  ],
};

/** The message to `phone`, or, when no SMS can reach it, the same message marked skipped and why. */
function smsTo(phone: string, message: Omit<SmsMessage, 'to'>): SmsMessage {
  const to = normalizeGhanaPhone(phone);
  if (!to) return { ...message, to: phone, skipReason: `${phone} is not a Ghana phone number` };
  if (!canReceiveSms(to))
    return { ...message, to, skipReason: `${to} is a landline: it cannot receive SMS` };
  return { ...message, to };
}

/**
 * The buyer's and the shop's "order placed" SMS. Those of an order still to pay (on delivery) are
 * cheap: anyone may place one, so they may not use the part of the hourly budget kept for the SMS
 * that follow money and parcels (sms/limits.ts).
 */
export function orderPlacedSms(shop: ShopSettings, order: Order, publicUrl: string): SmsMessage[] {
  const cheap = order.payment_status !== 'paid';
  return [
    smsTo(order.phoneNumber, {
      orderId: order._id,
      reason: 'placed',
      text: composeSms(placed(shop, order, publicUrl)),
      cheap,
    }),
    smsTo(shop.mobile, {
      orderId: order._id,
      toShop: true,
      reason: 'shop',
      text: composeSms(shopNotice(shop, order, publicUrl)),
      cheap,
    }),
  ];
}

export function orderPaidSms(shop: ShopSettings, order: Order, publicUrl: string): SmsMessage {
  return smsTo(order.phoneNumber, {
    orderId: order._id,
    reason: 'paid',
    text: composeSms(paid(shop, order, publicUrl)),
  });
}

export function statusChangedSms(
  shop: ShopSettings,
  order: Order,
  publicUrl: string,
): SmsMessage | undefined {
  const text = STATUS_TEXTS[order.delivery_status];
  if (!text) return undefined;
  return smsTo(order.phoneNumber, {
    orderId: order._id,
    reason: order.delivery_status,
    text: composeSms(text(shop, order, publicUrl)),
  });
}

/** The orders a digest tells the owner of: how many, since when, the first and last, the sum. */
export type DigestFacts = {
  count: number;
  since: Date;
  first: string;
  last: string;
  totalPrice: number;
};

// Ghana keeps GMT all year; named so that a server elsewhere still writes the shop's time.
const shopClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Accra',
  hour: '2-digit',
  minute: '2-digit',
});

const digest = (d: DigestFacts): SmsPart[] => [
  `${d.count === 1 ? '1 new order' : `${d.count} new orders`} since ${shopClock.format(d.since)} `,
  `(${d.count === 1 ? d.first : `${d.first} to ${d.last}`}), ${money(d.totalPrice)} in all.`,
  optional(' See them on the admin orders page.'),
];

/** One SMS to the shop's mobile for the orders placed since its last new-order SMS. */
export function shopDigestSms(shop: ShopSettings, facts: DigestFacts): SmsMessage {
  return {
    ...smsTo(shop.mobile, {
      orderId: null,
      reason: 'shop-digest',
      text: composeSms(digest(facts)),
    }),
    toShop: true,
  };
}

/** A digest at its longest: ten thousand orders of the largest total, the longest ids. */
const LONGEST_DIGEST: DigestFacts = {
  count: 10_000,
  since: new Date(),
  first: LONGEST_ORDER.orderId,
  last: LONGEST_ORDER.orderId,
  totalPrice: LONGEST_ORDER.totalPrice * 10_000,
};

/** Every order text built for the longest order, for the start-up check. */
export function orderSmsTemplates(shop: ShopSettings, publicUrl: string): SmsTemplate[] {
  const texts: [string, Text][] = [
    ['the order-placed SMS', placed],
    ["the shop's new-order SMS", shopNotice],
    ['the payment-received SMS', paid],
    ...Object.entries(STATUS_TEXTS).map(([status, text]): [string, Text] => [
      `the ${status} SMS`,
      text,
    ]),
  ];
  const paidOrder = { ...LONGEST_ORDER, payment_status: 'paid' as const };
  return [
    ...texts.flatMap(([name, text]) => [
      { name, parts: text(shop, LONGEST_ORDER, publicUrl) },
      { name: `${name} of a paid order`, parts: text(shop, paidOrder, publicUrl) },
    ]),
    { name: "the shop's new-order digest", parts: digest(LONGEST_DIGEST) },
  ];
}
