import type { Product, ProductWithVariants, Variant } from '@adepa/contract/catalogue';

// The shopper picks a size and a colour; the variant is the one with both. An option is sold out
// for what is chosen of the other kind: a size with no stock in the chosen colour (or, with no
// colour chosen, in any colour), and colours the same way for the chosen size. A sold-out option
// cannot be chosen, so the pair chosen is always one on the shelf; choosing another colour
// re-marks the sizes rather than locking the shopper out of them.

/**
 * The product as its own page reads it, with its variants; without them (a product known only
 * from a listing) its sizes and colours are its lists, all in stock or all sold out.
 */
export type ProductOnSale = Product &
  Partial<Pick<ProductWithVariants, 'stockPerVariant' | 'variants'>>;

/** The product without its variants: what a saved list (the wishlist) keeps of it. */
export function productOnly({
  variants: _,
  stockPerVariant: __,
  ...product
}: ProductOnSale): Product {
  return product;
}

export type OptionKind = 'size' | 'color';
export type Choice = Record<OptionKind, string>;

export const NOTHING_CHOSEN: Choice = { size: '', color: '' };

const otherKind = (kind: OptionKind): OptionKind => (kind === 'size' ? 'color' : 'size');

const variantsOf = (product: ProductOnSale) => product.variants ?? [];

/** The sizes (or colours) on offer: the variants', or the product's lists without them. */
export function optionValues(product: ProductOnSale, kind: OptionKind): string[] {
  const variants = variantsOf(product);
  // As the contract's optionsOf, written here: importing a value from contract/variants would
  // bring its schemas, and zod with them, into the product page's first load.
  if (variants.length > 0) return [...new Set(variants.map((v) => v[kind]).filter(Boolean))];
  return kind === 'size' ? product.sizes : product.colors;
}

/** The variants that fit what is chosen so far (all of them when nothing is). */
export function matchingVariants(product: ProductOnSale, choice: Choice): Variant[] {
  return variantsOf(product).filter(
    (variant) =>
      (!choice.size || variant.size === choice.size) &&
      (!choice.color || variant.color === choice.color),
  );
}

/** The sizes (or colours) that cannot be chosen beside what is chosen of the other kind. */
export function soldOutOptions(
  product: ProductOnSale,
  kind: OptionKind,
  choice: Choice,
): Set<string> {
  const values = optionValues(product, kind);
  if (variantsOf(product).length === 0) return new Set(product.stock > 0 ? [] : values);
  const other = otherKind(kind);
  const inStock = new Set(
    matchingVariants(product, { ...NOTHING_CHOSEN, [other]: choice[other] })
      .filter((variant) => variant.stock > 0)
      .map((variant) => variant[kind]),
  );
  return new Set(values.filter((value) => !inStock.has(value)));
}

/** The kinds the product sells in that are not chosen yet. */
export function missingChoices(product: ProductOnSale, choice: Choice): OptionKind[] {
  return (['color', 'size'] as const).filter(
    (kind) => optionValues(product, kind).length > 0 && !choice[kind],
  );
}

/** The variant chosen, once every kind the product sells in is; null before (or without any). */
export function chosenVariant(product: ProductOnSale, choice: Choice): Variant | null {
  if (variantsOf(product).length === 0 || missingChoices(product, choice).length > 0) return null;
  return matchingVariants(product, choice)[0] ?? null;
}

/**
 * How many can be bought of what is chosen: the product's stock while it is shared or nothing is
 * chosen, else the stock of the variants that fit the choice (the chosen one's, once complete).
 */
export function stockOnShelf(product: ProductOnSale, choice: Choice): number {
  const nothingChosen = !choice.size && !choice.color;
  if (!product.stockPerVariant || nothingChosen || variantsOf(product).length === 0) {
    return product.stock;
  }
  return matchingVariants(product, choice).reduce((sum, variant) => sum + variant.stock, 0);
}

// The selling price and was-price of a choice: one rule with the cart's lines.
export { pricesOf } from '../cart';

/** The picture that shows what is chosen (the first fitting variant's that has one), or null. */
export function pictureOf(product: ProductOnSale, choice: Choice): number | null {
  const nothingChosen = !choice.size && !choice.color;
  if (nothingChosen) return null;
  const picture = matchingVariants(product, choice).find((variant) => variant.image !== null);
  const index = picture?.image ?? null;
  return index !== null && index < product.image.length ? index : null;
}
