import { z } from 'zod';

// The admin's catalogue forms (spec section 5, "Create product" and the category rows), used by
// the admin screens and the routes that receive them.

export const NAME_MAX = 500;
export const DESCRIPTION_MAX = 3000;
export const CATEGORY_NAME_MAX = 200;
export const LIST_ITEM_MAX = 100;
export const LIST_MAX = 30;
/** The largest price, discount price or stock a product may have. */
export const AMOUNT_MAX = 10_000_000;
/** Picture urls and ids are ours (`/uploads/...`): short. */
const URL_MAX = 500;

/** A required amount: the spec's "required", "must be a number" and "cannot be less than zero". */
const amount = (required: string, notNumber: string, belowZero: string, integer = false) =>
  z.preprocess(
    (value) =>
      value === '' || value === null
        ? undefined
        : typeof value === 'string'
          ? Number(value)
          : value,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : notNumber) })
      .refine((n) => Number.isFinite(n), notNumber)
      .refine((n) => n > 0, belowZero)
      .refine(
        (n) =>
          integer ? Number.isInteger(n) : Math.round(n * 100) === Number((n * 100).toPrecision(12)),
        {
          message: integer ? 'Stock must be a whole number' : 'Use at most two decimals',
        },
      )
      .max(AMOUNT_MAX, 'That number is too large'),
  );

export const price = amount(
  'Price is required',
  'Price must be a number',
  'Price can not be less than zero',
);
export const discount = amount(
  'Discount price is required',
  'Discount must be a number',
  'Discount cannot be less than zero',
);
export const stock = amount(
  'Stock is required',
  'Stock must be a number',
  'Stock cannot be less than zero',
  true,
);

const listOf = z
  .array(
    z
      .string()
      .trim()
      .min(1)
      .max(LIST_ITEM_MAX, `Each entry must be at most ${LIST_ITEM_MAX} characters`),
  )
  .max(LIST_MAX, `At most ${LIST_MAX} entries`);
/** A new product's list: none given is none. */
const list = listOf.default([]);

export const productName = z
  .string({ error: 'Product name is required' })
  .trim()
  .min(1, 'Product name is required')
  .min(3, 'Product name must be at least 3 characters')
  .max(NAME_MAX, `Product name must be at most ${NAME_MAX} characters`);

export const productDescription = z
  .string({ error: 'Description is required' })
  .trim()
  .min(1, 'Description is required')
  .min(8, 'Description must be at least 8 characters')
  .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`);

const brandText = z
  .string()
  .trim()
  .max(100, 'Brand must be at most 100 characters')
  .refine((v) => v === '' || v.length >= 3, 'Brand must be at least 3 characters');

export const brand = brandText
  .optional()
  .nullable()
  .transform((v) => v || null);

/** Image references as the old widget gave them: urls (or `{ url }`) of uploaded pictures. */
const imageRefs = z
  .array(
    z
      .union([z.string().max(URL_MAX), z.object({ url: z.string().max(URL_MAX) })])
      .transform((v) => (typeof v === 'string' ? v : v.url)),
    {
      error: 'Product image is required',
    },
  )
  .min(1, 'Product image is required')
  .max(10, 'At most 10 pictures');

export const createProductSchema = z.object({
  name: productName,
  description: productDescription,
  price,
  discount,
  stock,
  category: z
    .string({ error: 'Category is required' })
    .trim()
    .min(1, 'Category is required')
    .max(CATEGORY_NAME_MAX),
  brand,
  image: imageRefs,
  publicId: z.array(z.string().max(URL_MAX)).max(10).optional(),
  sizes: list,
  colors: list,
  features: list,
  /** Outside VAT (an exempt supply); false unless said. */
  taxExempt: z.boolean().optional(),
});
export type CreateProductInput = z.input<typeof createProductSchema>;

const stockOnUpdate = z.preprocess(
  (value) =>
    value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
  z
    .number({ error: 'Stock must be a number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be less than zero')
    .max(AMOUNT_MAX, 'That number is too large'),
);

/** The update form: any of these; the category by name or as an object with `_id`. */
export const updateProductSchema = z.object({
  name: productName.optional(),
  description: productDescription.optional(),
  price: price.optional(),
  discount: discount.optional(),
  stock: stockOnUpdate.optional(),
  /** The stock the form loaded: an unchanged stock is then not written over an order's. */
  stockWas: z.number().int().min(0).max(AMOUNT_MAX).optional(),
  category: z
    .union([
      z.string().trim().min(1).max(CATEGORY_NAME_MAX),
      z.object({ _id: z.string().max(100) }),
    ])
    .optional(),
  // Left out, each of these stays as it is: an update never empties what it was not sent.
  brand: brandText
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  sizes: listOf.optional(),
  colors: listOf.optional(),
  features: listOf.optional(),
  taxExempt: z.boolean().optional(),
});
export type UpdateProductInput = z.input<typeof updateProductSchema>;

export const productImagesUpdateSchema = z.object({
  selectedImage: z
    .array(z.string().max(8_000_000, 'Each picture must be 5,000,000 bytes or less.'), {
      error: 'Product image is required',
    })
    .min(1, 'Product image is required')
    .max(10, 'At most 10 pictures'),
});

export const categoryName = z
  .string({ error: 'Category name is required' })
  .trim()
  .min(1, 'Category name is required')
  .min(3, 'Category name must be at least 3 characters')
  .max(CATEGORY_NAME_MAX, `Category name must be at most ${CATEGORY_NAME_MAX} characters`);

/** The old widget sent one url, or a list holding one. */
const firstOf = (message: string) =>
  z
    .union([z.string().max(URL_MAX), z.array(z.string().max(URL_MAX)).max(10)], { error: message })
    .transform((v) => (Array.isArray(v) ? (v[0] ?? '') : v))
    .pipe(z.string().min(1, message));

export const createCategorySchema = z.object({
  name: categoryName,
  image: firstOf('Category image is required'),
  imageId: firstOf('Category image is required').optional(),
});

export const updateCategorySchema = z.object({ name: categoryName });

export const categoryImageUpdateSchema = z.object({
  image: z
    .string({ error: 'Category image is required' })
    .min(1, 'Category image is required')
    .max(3_000_000, 'Each category image must be 2,000,000 bytes or less.'),
});

export const deletedSchema = z.object({ isSuccess: z.literal(true), message: z.string() });
