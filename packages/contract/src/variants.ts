import { z } from 'zod';
import { AMOUNT_MAX, discount, LIST_ITEM_MAX, price } from './catalogue-admin.ts';

// A product's variants: one per size x colour it is sold in, each with its own SKU, prices, picture
// and stock. A product counts its stock one of two ways, never a mix: shared by all its variants
// (`stockPerVariant` false, the default: the product's `stock` is on the shelf whatever the size),
// or per variant, when the product's `stock` is the sum of its variants'. A size or colour the
// product no longer sells is archived, never deleted: an order line still points at it.

/** Why the owner changed a stock figure; every change is recorded with its reason. */
export const STOCK_REASONS = ['received', 'stock_count', 'damaged', 'returned'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  received: 'Received from a supplier',
  stock_count: 'Stock count',
  damaged: 'Damaged or lost',
  returned: 'Returned by a customer',
};

/** The most variants one product may have (its sizes times its colours). */
export const VARIANTS_MAX = 120;

const option = z.string().trim().max(LIST_ITEM_MAX).default('');
const optionalAmount = (amount: typeof price) =>
  z.preprocess((v) => (v === '' ? null : v), amount.nullable().optional());

/** One cell of the owner's stock grid. */
export const variantInputSchema = z.object({
  size: option,
  color: option,
  stock: z.coerce
    .number({ error: 'Stock must be a number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be less than zero')
    .max(AMOUNT_MAX, 'That number is too large'),
  sku: z
    .string()
    .trim()
    .max(64, 'A SKU is at most 64 characters')
    .nullable()
    .optional()
    .transform((v) => v || null),
  price: optionalAmount(price),
  discount: optionalAmount(discount),
  image: z.number().int().min(0).max(9).nullable().optional(),
  /** The stock the owner saw when the grid was loaded; left out for a new variant. */
  was: z.number().int().min(0).optional(),
});
export type VariantInput = z.input<typeof variantInputSchema>;

/** PUT /api/products/:id/variants: the whole grid, saved at once. */
export const variantsUpdateSchema = z.object({
  stockPerVariant: z.boolean(),
  variants: z
    .array(variantInputSchema)
    .max(VARIANTS_MAX, `A product has at most ${VARIANTS_MAX} sizes and colours together`)
    .superRefine((cells, context) => {
      const seen = new Set<string>();
      const skus = new Set<string>();
      for (const [index, cell] of cells.entries()) {
        const option = optionKey(cell);
        if (seen.has(option))
          context.addIssue({
            code: 'custom',
            path: [index, 'size'],
            message: `${variantLabel(cell) || 'The product'} is in the grid twice`,
          });
        seen.add(option);
        const sku = cell.sku?.toLowerCase();
        if (sku && skus.has(sku))
          context.addIssue({
            code: 'custom',
            path: [index, 'sku'],
            message: `The SKU ${cell.sku} is used twice`,
          });
        if (sku) skus.add(sku);
      }
    }),
  reason: z.enum(STOCK_REASONS, { error: 'Say why the stock changed' }),
  /** With shared stock: the product's stock, and the figure the owner saw. */
  stock: z.number().int().min(0).max(AMOUNT_MAX).optional(),
  was: z.number().int().min(0).optional(),
});
export type VariantsUpdate = z.input<typeof variantsUpdateSchema>;

/** The 409 of a save whose stock an order changed meanwhile: nothing was written. */
export const STALE_STOCK =
  'An order changed this stock while you were editing: the figures below are the stock now. Check them and save again.';

/** What tells one size and colour from another: case does not (the database's unique index agrees). */
export const optionKey = ({ size, color }: { size: string; color: string }) =>
  `${size.toLowerCase()}\u0000${color.toLowerCase()}`;

/** The sizes (or colours) of a list of variants, in the order they first appear, blanks left out. */
export function optionsOf(variants: { size: string; color: string }[], key: 'size' | 'color') {
  return [...new Set(variants.map((v) => v[key]).filter(Boolean))];
}

/** How a variant is named beside its product: "L, Red", "L" or "Red" ('' for neither). */
export function variantLabel({ size, color }: { size: string; color: string }): string {
  return [size, color].filter(Boolean).join(', ');
}

/** A product counted per variant, ordered without the size (or colour) that says which. */
export const chooseOptionMessage = (name: string, option: 'size' | 'color') =>
  `Choose a ${option === 'size' ? 'size' : 'colour'} for ${name}`;

/** A size or colour the product is not sold in (any more). */
export const unknownOptionMessage = (name: string, option: 'size' | 'color', value: string) =>
  option === 'size'
    ? `${name} is not sold in size ${value}. Please choose another size.`
    : `${name} is not sold in ${value}. Please choose another colour.`;

/** The product form's stock, changed by the owner while an order took some. */
export const staleFormStock = (now: number) =>
  `An order changed this product's stock while you were editing: it is ${now} now. Nothing was saved: check the stock and save again.`;

/** The product form's stock, for a product counted per size and colour. */
export const STOCK_PER_VARIANT =
  'This product counts its stock per size and colour: change it in the stock grid below.';

/** A SKU the shop already uses for another size, colour or product. */
export const SKU_TAKEN =
  'A SKU names one size and colour only: one of these is already used elsewhere in the shop.';
