import { z } from 'zod';
import { daySchema } from './days.ts';

// The owner's VAT registration (GET and PUT /api/tax-settings), and the tax split every order
// reply carries (`tax`). The rule that uses them is tax.ts.

/**
 * A Ghanaian Taxpayer Identification Number: GRA's 11 characters (a letter and ten digits,
 * C0012345678), or the Ghana Card number that now serves as an individual's (GHA-123456789-0).
 */
const TIN = /^([A-Z]\d{10}|GHA-\d{9}-\d)$/;
export const TIN_FORMAT =
  'Enter the TIN as GRA issued it: a letter and ten digits (C0012345678), or a Ghana Card number (GHA-123456789-0)';

export const taxSettingsSchema = z
  .object({
    registered: z.boolean({ error: 'Say whether the shop is VAT-registered' }),
    tin: z
      .string()
      .trim()
      .toUpperCase()
      .max(20, TIN_FORMAT)
      .regex(TIN, TIN_FORMAT)
      .nullable()
      .default(null),
    from: daySchema('from').nullable().default(null),
    deliveryTaxable: z.boolean().default(true),
  })
  .superRefine((settings, ctx) => {
    if (!settings.registered) return;
    if (!settings.tin)
      ctx.addIssue({ code: 'custom', path: ['tin'], message: 'A registered shop needs its TIN' });
    if (!settings.from)
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: 'Say from which day the shop is registered',
      });
  });
export type TaxSettingsInput = z.input<typeof taxSettingsSchema>;

/** The setting as the api answers it. */
export const taxSettingsReplySchema = z.object({
  registered: z.boolean(),
  tin: z.string().nullable(),
  from: z.string().nullable().describe('YYYY-MM-DD: orders from this day include tax'),
  deliveryTaxable: z.boolean(),
});

/** The order reply's `tax`: the tax its total includes (cedi), or null when the shop was not registered. */
export const taxSplitSchema = z
  .object({
    included: z.number(),
    vat: z.number(),
    nhil: z.number(),
    getfund: z.number(),
    net: z.number().describe('The total without the tax it includes'),
    tin: z.string().nullable(),
  })
  .nullable();

/** GET /api/orders/tax-report: one calendar month, YYYY-MM (Ghana's time, which is UTC). */
export const taxReportQuerySchema = z.object({
  month: z
    .string({ error: 'month is required, written YYYY-MM' })
    .max(7, 'month must be written YYYY-MM')
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be written YYYY-MM'),
});

/**
 * A month's sales and the tax they include, for the accountant: the orders that are sales
 * (neither cancelled, deleted nor unpaid Mobile Money), their totals, and the part of those placed
 * while registered with the tax by levy (cedi).
 */
export const taxReportSchema = z.object({
  month: z.string(),
  orders: z.number().int(),
  sales: z.number(),
  taxedOrders: z.number().int(),
  taxedSales: z.number(),
  included: z.number(),
  vat: z.number(),
  nhil: z.number(),
  getfund: z.number(),
  net: z.number().describe('The sales without the tax they include'),
});
export type TaxReport = z.infer<typeof taxReportSchema>;
