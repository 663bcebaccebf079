import { z } from 'zod';
import { daySchema } from './days.ts';
import { adminOrderSchema, orderSchema } from './orders.ts';

// The receipt of an order (/receipt/:orderId): what the buyer keeps of the sale, and what the
// rider hands over. Never a "VAT invoice": those come from GRA's E-VAT system; the owner may write
// the E-VAT invoice's number onto the order and the receipt shows it.

/** Characters of a receipt's key: short enough for a printed link, 96 bits. */
export const RECEIPT_KEY_LENGTH = 16;

export const receiptSchema = z.object({
  order: orderSchema,
  /** The Mobile Money reference that paid it, when it was paid so. */
  paymentReference: z.string().nullable(),
  /** The E-VAT invoice number the owner wrote onto the order, if any. */
  evatInvoice: z.string().nullable(),
  /** The key that opens this receipt for anyone holding its link (the buyer's link to keep). */
  receiptKey: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptQuerySchema = z.object({
  key: z.string().max(64, 'That is not a receipt key').optional(),
});

/** PUT /api/orders/:orderId/evat-invoice: the number as GRA's system issued it, or null to clear. */
export const evatInvoiceSchema = z.object({
  evatInvoice: z
    .string()
    .trim()
    .max(40, 'An E-VAT invoice number is at most 40 characters')
    .regex(
      /^[A-Za-z0-9/_-]*$/,
      'Use the number as the E-VAT system wrote it: letters, digits, - / _',
    )
    .transform((text) => text || null)
    .nullable(),
});

/** What the receipt says of returns (the terms' rule), under the lines. */
export const RETURNS_LINE =
  'Returns: tell us within 48 hours of delivery; the item must be unused and in its packaging.';

/** GET /api/orders/slips: the riders' slips of one day (YYYY-MM-DD, Ghana's time). */
export const slipsQuerySchema = z.object({ day: daySchema('day') });

/** The day's orders still to deliver (waiting or on their way), the oldest first. */
export const slipsSchema = z.object({ day: z.string(), orders: z.array(adminOrderSchema) });
export type Slips = z.infer<typeof slipsSchema>;

/** What the rider collects at the door: nothing for an order already paid. */
export const amountToCollect = (order: { payment_status: string; totalPrice: number }) =>
  order.payment_status === 'paid' ? 0 : order.totalPrice;

/** At most this many slips in one print. */
export const SLIPS_MAX = 200;
