import { z } from 'zod';

// Shapes of the catalogue as the API sends it: public ids are `_id` strings,
// money is cedi with two decimals.

export const ADMIN_PAGE_SIZE = 10;
export const NEW_ARRIVALS_PAGE_SIZE = 8;

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const productImageSchema = z.object({ url: z.string() });

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  discount: z.number(),
  stock: z.number().int(),
  category: z.object({ _id: z.string(), name: z.string() }),
  brand: z.string().nullable(),
  image: z.array(productImageSchema),
  publicId: z.array(z.string()),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  features: z.array(z.string()),
  rating: z.number(),
  numReviews: z.number().int(),
  createdAt: z.string(),
  /** Outside VAT: left out of an order's taxable value. */
  taxExempt: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const variantSchema = z.object({
  _id: z.string(),
  /** '' when the product has no sizes. */
  size: z.string(),
  /** '' when the product has no colours. */
  color: z.string(),
  sku: z.string().nullable(),
  /** The variant's own prices, or null for the product's. */
  price: z.number().nullable(),
  discount: z.number().nullable(),
  /** How many can be bought: the variant's own count, or the product's when stock is shared. */
  stock: z.number().int(),
  /** The position of the product's picture that shows this variant, or null. */
  image: z.number().int().nullable(),
});
export type Variant = z.infer<typeof variantSchema>;

// Marked pure: the storefront imports this module for its helpers (imageVariant), and a method call
// on a schema would otherwise keep zod in the first load of every page.
/** A product as its own page and the admin's editor read it: with its variants (variants.ts). */
export const productWithVariantsSchema = /* @__PURE__ */ productSchema.extend({
  stockPerVariant: z.boolean(),
  variants: z.array(variantSchema),
});
export type ProductWithVariants = z.infer<typeof productWithVariantsSchema>;

export const productPageSchema = z.object({
  products: z.array(productSchema),
  currentPage: z.number().int(),
  numberOfPages: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/**
 * Uploaded images are stored at a display size (800 px), a phone's product page (`-w720`), a small
 * one (`-w400`) and a thumbnail (`-w160`).
 */
export function imageVariant(url: string, width: 160 | 400 | 720 | 800): string {
  return width === 800 ? url : url.replace(/\.webp$/, `-w${width}.webp`);
}

/**
 * The files of a thumbnail shown at 100 CSS px or less, with `sizes` its width on the page: the
 * 160 px one serves screens of up to about twice that density, the 400 px one denser ones.
 */
export function thumbnailSrcSet(url: string): string {
  return `${imageVariant(url, 160)} 160w, ${imageVariant(url, 400)} 400w`;
}

/**
 * The product page's main picture: its width in the layout (the page's side padding is 12 px on
 * phones and 20 px from 640 px), and the files it is chosen from.
 */
export const PRODUCT_PICTURE_SIZES =
  '(min-width: 1280px) 600px, (min-width: 1024px) 48vw, (min-width: 640px) calc(100vw - 40px), calc(100vw - 24px)';
export function pictureSrcSet(url: string): string {
  return `${imageVariant(url, 400)} 400w, ${imageVariant(url, 720)} 720w, ${imageVariant(url, 800)} 800w`;
}

/**
 * Card pictures of the shop listing: two columns on phones, three from 640 px, four beside the
 * filter sidebar. Below 1024 px it reads as the full-width grid's, so one value serves both.
 */
export const LISTING_PICTURE_SIZES =
  '(min-width: 1280px) 230px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/** The api call of a product page. */
export function productDetailsPath(id: string): string {
  return `/api/products/get-product-details/${encodeURIComponent(id)}`;
}

/** Product names longer than 40 characters are cut to 50 plus an ellipsis. */
export function shortName(name: string): string {
  return name.length <= 40 ? name : `${name.slice(0, 50)}...`;
}

/** Products per page of the shop listing and search (the spec's `parPage`). */
export const PAR_PAGE = 12;
export const MAX_PRICE = 1_000_000;
export const SORT_PRICES = ['low-to-high', 'high-to-low'] as const;
export type SortPrice = (typeof SORT_PRICES)[number];

export const productListSchema = z.object({
  products: z.array(productSchema),
  totalProduct: z.number().int(),
  parPage: z.number().int(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const priceRangeSchema = z.object({
  priceRange: z.object({ low: z.number(), high: z.number() }),
  latest_product: z.array(productSchema),
});
export type PriceRange = z.infer<typeof priceRangeSchema>;

export const productDetailsSchema = z.object({
  product: productWithVariantsSchema,
  relatedProducts: z.array(productSchema),
  moreProducts: z.array(productSchema),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;
