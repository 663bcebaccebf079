import { z } from 'zod';
import { errorSchema } from './errors.ts';
import { idString } from './ids.ts';
import {
  DELIVERY_NOTE_MAX,
  DELIVERY_STATUSES,
  GHANA_REGIONS,
  PAYMENT_FLAGS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './order-options.ts';
import { paymentChoiceSchema, paymentsDashboardSchema } from './payments.ts';
import { PHONE_INVALID, phoneNumberField, REQUIRED } from './phone-field.ts';
import { smsDashboardSchema } from './sms.ts';
import { taxSplitSchema } from './tax-settings.ts';

export {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  GHANA_REGIONS,
  PAYMENT_FLAGS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentFlag,
  type PaymentMethod,
  type PaymentStatus,
} from './order-options.ts';
export { canReceiveSms, normalizeGhanaPhone } from './phone.ts';
export { PHONE_INVALID, REQUIRED };

// Checkout and orders. Prices in an order come from the database, never from the client; the
// client's cart lines only say which product, how many, and which colour and size.

export const ORDERS_PAGE_SIZE = 10;
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QTY = 999;

const requiredText = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Please keep this under ${max} characters`);

export const shippingAddressSchema = z.object({
  name: requiredText(100),
  email: z
    .string()
    .trim()
    .max(254, 'Invalid email address')
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.email('Invalid email address').optional()),
  phoneNumber: phoneNumberField,
  province: z.enum(GHANA_REGIONS, { error: REQUIRED }),
  area: requiredText(100),
  address: z
    .string()
    .trim()
    .max(300, 'Please keep the address under 300 characters')
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().min(3, 'The address must be at least 3 characters').optional()),
  /** Where and when, as Kumasi gives directions: a landmark, when to call. Kept on one line. */
  deliveryNote: z
    .string()
    .max(DELIVERY_NOTE_MAX * 2, `Please keep the note under ${DELIVERY_NOTE_MAX} characters`)
    .optional()
    .transform((v) => v?.replace(/\s+/g, ' ').trim() || undefined)
    .pipe(
      z
        .string()
        .max(DELIVERY_NOTE_MAX, `Please keep the note under ${DELIVERY_NOTE_MAX} characters`)
        .optional(),
    ),
});
export type ShippingAddress = z.input<typeof shippingAddressSchema>;

export const orderLineInputSchema = z.object({
  _id: z
    .string({ error: 'Each product needs its _id' })
    .min(1, 'Each product needs its _id')
    .max(100),
  qty: z.coerce
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QTY, `Quantity must be at most ${MAX_LINE_QTY}`),
  name: z.string().max(500).optional(),
  productColor: z.string().trim().max(50).optional().nullable(),
  productSize: z.string().trim().max(50).optional().nullable(),
  /** The variant (size and colour) chosen, when the client knows it; else matched by the texts. */
  variantId: idString.optional().nullable(),
});

export const placeOrderSchema = shippingAddressSchema.extend({
  userId: idString.optional().nullable(),
  /**
   * The delivery fee the shopper was shown. The order always pays the fee in force when it is
   * placed; when that differs from this one, the order is not placed and the answer says the new fee.
   */
  deliveryFee: z.number().min(0).max(1_000_000).optional(),
  products: z
    .array(orderLineInputSchema, { error: 'Your cart is empty' })
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} lines`),
  /** How the shopper pays: on delivery when left out. */
  payment: paymentChoiceSchema.optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

export const orderLineSchema = z.object({
  productId: z.string().nullable(),
  name: z.string(),
  brand: z.string().nullable(),
  qty: z.number().int(),
  price: z.number(),
  imageUrl: z.string(),
  productSize: z.string().nullable(),
  productColor: z.string().nullable(),
  /** The size and colour bought, and its SKU (null for a product with neither). */
  variantId: z.string().nullable(),
  sku: z.string().nullable(),
  /** Left out of the order's taxable value (the product was VAT-exempt when bought). */
  taxExempt: z.boolean(),
});

export const orderSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  date: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  province: z.string(),
  area: z.string(),
  phoneNumber: z.string(),
  userId: z.string().nullable(),
  products: z.array(orderLineSchema),
  /** The shopper's note for the rider (a landmark, when to call), if any. */
  deliveryNote: z.string().nullable(),
  /** The days (YYYY-MM-DD) it was promised to arrive between, at placement; null on older orders. */
  arrives: z.object({ from: z.string(), to: z.string() }).nullable(),
  itemsPrice: z.number(),
  shippingPrice: z.number(),
  taxPrice: z.number(),
  totalPrice: z.number(),
  /** The tax the total includes (prices are tax-inclusive), when the shop was VAT-registered. */
  tax: taxSplitSchema,
  /** How the order is paid: on delivery, or by Mobile Money. */
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  delivery_status: z.enum(DELIVERY_STATUSES),
});
export type Order = z.infer<typeof orderSchema>;

/** Where a customer's latest order went: what checkout offers to fill in again. */
export const lastDeliverySchema = orderSchema.pick({
  name: true,
  phoneNumber: true,
  province: true,
  area: true,
  address: true,
});
export type LastDelivery = z.infer<typeof lastDeliverySchema>;

export const orderPageSchema = z.object({
  orders: z.array(orderSchema),
  currentPage: z.number().int(),
  numberOfPages: z.number().int(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

/**
 * An order as the owner sees it: the shopper's fields and, when its money is in doubt, why and
 * since when (a paid order disputed or reversed must not be dispatched until it is sorted out).
 */
export const adminOrderSchema = orderSchema.extend({
  payment_flag: z.enum(PAYMENT_FLAGS).nullable(),
  payment_flagged_at: z.string().nullable(),
  /** The number of the E-VAT invoice the owner issued for it, written onto its receipt. */
  evatInvoice: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderPageSchema = orderPageSchema.extend({
  orders: z.array(adminOrderSchema),
  /** How many orders match the search (all of them without one). */
  count: z.number().int(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

export const statusUpdateSchema = z.object({
  orderId: idString.optional(),
  status: z.enum(DELIVERY_STATUSES, {
    error: `Status must be one of ${DELIVERY_STATUSES.join(', ')}`,
  }),
});

export const trackOrderSchema = z.object({
  orderId: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(40, 'That is not an order id'),
  phoneNumber: shippingAddressSchema.shape.phoneNumber,
});

/** What anyone holding the order id and phone number may see: status and lines, nothing personal. */
export const trackedOrderSchema = orderSchema.pick({
  orderId: true,
  date: true,
  products: true,
  itemsPrice: true,
  shippingPrice: true,
  taxPrice: true,
  totalPrice: true,
  tax: true,
  arrives: true,
  payment_status: true,
  delivery_status: true,
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

export const adminDashboardSchema = z.object({
  totalProducts: z.number().int(),
  customers: z.number().int(),
  orders: z.number().int(),
  pendingOrders: z.number().int(),
  delivered: z.number().int(),
  processing: z.number().int(),
  cancelledOrders: z.number().int(),
  /** Refunds not yet made (owed, on their way, failed or needing attention), deleted orders' too. */
  openRefunds: z.number().int(),
  /** Orders whose payment was disputed or reversed, not cancelled: not to be dispatched. */
  flaggedOrders: z.number().int(),
  recentOrders: z.array(adminOrderSchema),
  currentPage: z.number().int(),
  numberOfPages: z.number().int(),
  sms: smsDashboardSchema,
  /** Mobile Money's holds and prompts; null when the shop takes no Mobile Money. */
  payments: paymentsDashboardSchema.nullable(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const salesReportSchema = z.object({
  days: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number() })),
  regions: z.array(
    z.object({ province: z.string(), orders: z.number().int(), revenue: z.number() }),
  ),
  lowStock: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      stock: z.number().int(),
      image: z.string(),
      /** A product counted per size and colour: its sizes and colours at or below the threshold. */
      lowVariants: z.array(
        z.object({
          _id: z.string(),
          size: z.string(),
          color: z.string(),
          stock: z.number().int(),
        }),
      ),
    }),
  ),
  lowStockThreshold: z.number().int(),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** An SMS about an order, as the admin sees it: what was sent, when, and whether it arrived. */
export const orderSmsSchema = z.object({
  _id: z.string(),
  /** 'placed', a status ('processing' ...), or 'shop' for the notice to the shop's own phone. */
  reason: z.string(),
  to: z.string(),
  text: z.string(),
  /** pending (waiting or retrying), sent, failed (refused by the gateway), skipped (never sendable). */
  status: z.enum(['pending', 'sent', 'failed', 'skipped']),
  attempts: z.number().int(),
  /** Why it failed, was skipped, or is being retried. */
  problem: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** The gateway's last delivery report ("Delivered", "Undelivered" ...). */
  deliveryReport: z.string().nullable(),
});
export type OrderSms = z.infer<typeof orderSmsSchema>;

/** A 409 to an order: not enough of a product, and how many of it are left. */
export const shortageReplySchema = errorSchema.extend({
  productId: z.string(),
  available: z.number().int(),
  /** The size and colour short, for a product counted per variant. */
  variantId: z.string().nullable().optional(),
});
export type ShortageReply = z.infer<typeof shortageReplySchema>;

/** A 409 to an order: the delivery fee of its region changed since the shopper saw it. */
export const feeChangeReplySchema = errorSchema.extend({
  region: z.string(),
  deliveryFee: z.number(),
});
export type FeeChangeReply = z.infer<typeof feeChangeReplySchema>;
