import { z } from 'zod';
import {
  MOBILE_MONEY_NETWORK_NAMES,
  MOBILE_MONEY_NETWORKS,
  type MobileMoneyNetwork,
  PAYMENT_FLAGS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './order-options.ts';
import { phoneNumberField } from './phone-field.ts';
import { walletCodeField, walletNeedsCode } from './wallet-codes.ts';

export {
  MOBILE_MONEY_NETWORK_NAMES,
  MOBILE_MONEY_NETWORKS,
  type MobileMoneyNetwork,
  PAYMENT_FLAGS,
  PAYMENT_HOLD_MINUTES,
  type PaymentFlag,
} from './order-options.ts';

// Paying an order by Mobile Money (offered only when the shop has a payment gateway: the shop
// settings' `mobileMoney`). The order is placed first, awaiting payment and holding its stock;
// the gateway sends a prompt to the wallet; the shopper approves it on their phone (Telecel asks
// for a voucher the shopper types in); the shop learns the verdict from the gateway itself.
// Whoever placed the order follows its payment: the signed-in customer with their token, a
// guest with the `paymentKey` the order's reply carried (header `x-payment-key`).

export const NETWORK_REQUIRED = 'Choose your Mobile Money network';

/** The wallet to charge: its network and number (default at checkout: the order's phone). */
export const mobileMoneyWalletSchema = z.object({
  network: z.enum(MOBILE_MONEY_NETWORKS, { error: NETWORK_REQUIRED }),
  wallet: phoneNumberField,
});
export type MobileMoneyWallet = z.input<typeof mobileMoneyWalletSchema>;

/**
 * The wallet, and for a guest paying from a number other than the order's phone, the code the
 * shop texted to it (wallet-codes.ts).
 */
export const chargedWalletSchema = mobileMoneyWalletSchema.extend({
  walletCode: walletCodeField.optional(),
});

/**
 * A shopper's wallet form (checkout, a retry): the code is checked, and sent, only when the wallet
 * is none of the `free` numbers a guest may charge without one; `free` null: a signed-in shopper,
 * never asked. An empty code where one is needed is refused with the code's own message.
 */
export function walletFormSchema(free: readonly string[] | null) {
  return z.preprocess((input) => {
    const values = input as { wallet?: unknown; walletCode?: unknown };
    const needed =
      free !== null && typeof values.wallet === 'string' && walletNeedsCode(values.wallet, free);
    const code = typeof values.walletCode === 'string' ? values.walletCode : '';
    return { ...values, walletCode: needed ? code : undefined };
  }, chargedWalletSchema);
}

/** How the shopper chose to pay at checkout; without it, on delivery. */
export const paymentChoiceSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('delivery') }),
  chargedWalletSchema.extend({ method: z.literal('mobile_money') }),
]);
export type PaymentChoice = z.input<typeof paymentChoiceSchema>;

/** The voucher Telecel Cash shows the shopper, typed back in (digits). */
export const voucherSchema = z.object({
  voucher: z
    .string({ error: 'Enter the voucher from your phone' })
    .trim()
    .max(12, 'Enter the voucher from your phone: its digits only')
    .regex(/^\d{4,12}$/, 'Enter the voucher from your phone: its digits only'),
});

/**
 * What the shopper must do, or what became of the payment:
 * - sending: the shop is asking the gateway to charge the wallet;
 * - approve: a prompt is on its way to the phone, to approve with the wallet's PIN;
 * - voucher: Telecel Cash: the shopper gets a voucher (dialling the code in `instructions`) and types it in;
 * - paid: done;
 * - failed: declined, or not approved in time: try again or pay on delivery;
 * - none: the order is paid on delivery.
 */
export const PAYMENT_STEPS = ['sending', 'approve', 'voucher', 'paid', 'failed', 'none'] as const;
export type PaymentStep = (typeof PAYMENT_STEPS)[number];

/** An order's payment, as its shopper follows it (GET /api/orders/:orderId/payment). */
export const orderPaymentSchema = z.object({
  /** The readable order number. */
  orderId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  step: z.enum(PAYMENT_STEPS),
  /** What a charge takes, in cedi: the order's total. */
  amount: z.number(),
  /** The latest charge's network and wallet, when there is one. */
  network: z.enum(MOBILE_MONEY_NETWORKS).nullable(),
  wallet: z.string().nullable(),
  /** The gateway's words to the shopper ("Dial *110# to get a voucher ..."), when it gave some. */
  instructions: z.string().nullable(),
  /** Why the latest charge failed, in words the shopper can act on. */
  failure: z.string().nullable(),
  /** Until when the order holds its stock for the payment (ISO), while it waits. */
  holdUntil: z.string().nullable(),
  /**
   * The wallets (+233…) a new prompt may go to without a texted code: the order's phone and the
   * wallets charged before. Null when any may (the shopper is signed in).
   */
  walletsWithoutCode: z.array(z.string()).nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** A charge of an order, as the owner sees it. */
export const chargeSchema = z.object({
  reference: z.string(),
  network: z.enum(MOBILE_MONEY_NETWORKS),
  wallet: z.string(),
  amount: z.number(),
  /** sending, sent (waiting for the shopper), paid, failed. */
  state: z.enum(['sending', 'sent', 'paid', 'failed']),
  /** The gateway's own words on it, when it said something (declined, time-out ...). */
  message: z.string().nullable(),
  createdAt: z.string(),
});

export const REFUND_REASONS = ['paid twice', 'wrong amount', 'order cancelled'] as const;

/**
 * Where a refund stands: owed (the owner must start it), processing (Paystack is making it),
 * refunded, failed (Paystack could not: start it again, or refund by hand), needs_attention
 * (Paystack asks the owner to act on its dashboard).
 */
export const REFUND_STATES = [
  'owed',
  'processing',
  'refunded',
  'failed',
  'needs_attention',
] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** Money that came in and must go back to the shopper. */
export const refundSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  amount: z.number(),
  reason: z.enum(REFUND_REASONS),
  state: z.enum(REFUND_STATES),
  /** Paystack's own word on it (pending, processing, processed, failed, needs-attention). */
  gatewayStatus: z.string().nullable(),
  /** What Paystack said when it refused or did not answer, for the owner. */
  message: z.string().nullable(),
  /** gateway: through the shop, by the gateway's refund API; dashboard: the owner, by hand. */
  refundedHow: z.enum(['gateway', 'dashboard']).nullable(),
  refundedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** An order's payment as the owner sees it (GET /api/orders/get-order-payment/:orderId). */
export const adminOrderPaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  /** The reference of the charge that paid the order. */
  paidBy: z.string().nullable(),
  holdUntil: z.string().nullable(),
  /**
   * Whether the order holds its stock. A paid order that does not was paid after its hold ran out
   * and its products sold out meanwhile: the owner must call the shopper (or refund).
   */
  stockHeld: z.boolean(),
  /**
   * Set when the money of a paid order is in doubt (the shopper disputed it, or it went back to
   * them): the owner must not dispatch the order until it is sorted out on Paystack's dashboard.
   */
  flag: z.enum(PAYMENT_FLAGS).nullable(),
  /** When the flag was set (ISO). */
  flaggedAt: z.string().nullable(),
  charges: z.array(chargeSchema),
  refunds: z.array(refundSchema),
});
export type AdminOrderPayment = z.infer<typeof adminOrderPaymentSchema>;

/** A refund not yet made, with its order (deleted orders' included), as the owner lists them. */
export const openRefundSchema = refundSchema.extend({
  order: z.object({
    _id: z.string(),
    /** The readable order number. */
    orderId: z.string(),
    /** A deleted order has no page: its refund is made from the list. */
    deleted: z.boolean(),
  }),
  /** The wallet the money came from, when the shop knows it. */
  wallet: z.string().nullable(),
});
export type OpenRefund = z.infer<typeof openRefundSchema>;

/** The owner records a refund: made through the gateway by the shop, or by hand on its dashboard. */
export const recordRefundSchema = z.object({
  how: z.enum(['gateway', 'dashboard'], {
    error: 'Say how the refund is made: gateway or dashboard',
  }),
});

/** Mobile Money at a glance, for the owner's dashboard (null when the shop takes none). */
export const paymentsDashboardSchema = z.object({
  /** Orders waiting for their Mobile Money payment now, and the units of stock they hold. */
  waitingOrders: z.number().int(),
  unitsHeld: z.number().int(),
  /**
   * How late, in seconds, the slowest charge of the last 15 minutes went out to the gateway (or
   * has waited so far): prompts that start late leave shoppers too little of their hold.
   */
  promptsLateSeconds: z.number().int(),
});
export type PaymentsDashboard = z.infer<typeof paymentsDashboardSchema>;

/** Prompts later than this are worth the owner's attention. */
export const PROMPTS_LATE_SECONDS = 60;

// What a shopper reads when a payment did not go through: the shop's own sentences, one per case,
// never the gateway's words (those stay on the owner's view of the charge).

/** Why a charge did not pay its order, as far as the shopper needs to know. */
export type PaymentFailure = 'declined' | 'timed-out' | 'unconfirmed';

export function paymentFailureMessage(failure: PaymentFailure, network: MobileMoneyNetwork | null) {
  const name = network ? MOBILE_MONEY_NETWORK_NAMES[network] : 'The network';
  switch (failure) {
    case 'declined':
      return `${name} declined the payment. Check that the wallet has enough money and try again, or choose payment on delivery.`;
    case 'timed-out':
      return 'The payment was not approved in time.';
    case 'unconfirmed':
      return 'The payment could not be confirmed. Please try again, or choose payment on delivery.';
  }
}

/** The voucher typed was refused. */
export const VOUCHER_REFUSED =
  'That voucher was not accepted. Check the code on your phone and type it again, or dial for a new one.';

/** The gateway could not be reached or failed: nothing was decided, the shopper may try again. */
export const PAYMENT_NETWORK_PROBLEM =
  'We could not reach the payment network just now. Please try again in a moment.';
