import { chooseOptionMessage, unknownOptionMessage } from '@adepa/contract/variants';
import { VariantRefused } from '../../lib/domain-errors.ts';
import type { VariantRow } from './repository.ts';

// Which variant an order line buys. A client may name it (`variantId`) or give its size and colour
// as text (the spec's `productSize`, `productColor`), matched without regard to case and stored as
// the product spells them. A size or colour the product is not sold in is refused, naming the
// line's field; so is a line of a product counted per variant that leaves out which size or colour
// it is. A product whose stock is shared may still be bought without them (as before variants).

export type LineOptions = {
  variantId?: string | null;
  productSize?: string | null;
  productColor?: string | null;
};

export type ChosenVariant = {
  variant: VariantRow | null;
  size: string | null;
  color: string | null;
};

type Product = { name: string; stockPerVariant: boolean; variants: VariantRow[] };

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The variant of `product` that `line` (the order's line number `index`) buys. */
export function chooseVariant(product: Product, line: LineOptions, index: number): ChosenVariant {
  const field = (name: string) => `products.${index}.${name}`;
  const onSale = product.variants.filter((variant) => !variant.archived);
  if (line.variantId) {
    const variant = onSale.find((v) => v.id === line.variantId);
    if (!variant)
      throw new VariantRefused(
        `${product.name} is no longer sold in that size or colour. Please choose again.`,
        field('variantId'),
      );
    return { variant, size: variant.size || null, color: variant.color || null };
  }
  const size = line.productSize?.trim() ?? '';
  const color = line.productColor?.trim() ?? '';
  if (size && !onSale.some((v) => v.size && same(v.size, size)))
    throw new VariantRefused(
      unknownOptionMessage(product.name, 'size', size),
      field('productSize'),
    );
  if (color && !onSale.some((v) => v.color && same(v.color, color)))
    throw new VariantRefused(
      unknownOptionMessage(product.name, 'color', color),
      field('productColor'),
    );
  const matches = onSale.filter(
    (v) => (!size || same(v.size, size)) && (!color || same(v.color, color)),
  );
  if (matches.length === 1) {
    const [variant] = matches as [VariantRow];
    return { variant, size: variant.size || null, color: variant.color || null };
  }
  if (matches.length === 0 && onSale.length > 0)
    throw new VariantRefused(
      `${product.name} is not sold in ${[size, color].join(', ')}. Please choose again.`,
      field('productSize'),
    );
  if (product.stockPerVariant) {
    const missing = !size && onSale.some((v) => v.size) ? 'size' : 'color';
    throw new VariantRefused(
      chooseOptionMessage(product.name, missing),
      field(missing === 'size' ? 'productSize' : 'productColor'),
    );
  }
  // Shared stock, and the line leaves a size or colour open: bought as before variants, its texts
  // spelled as the product spells them.
  const spelled = (option: 'size' | 'color', text: string) =>
    (text && onSale.find((v) => same(v[option], text))?.[option]) || null;
  return { variant: null, size: spelled('size', size), color: spelled('color', color) };
}

/** The picture an order line keeps: its variant's, else its product's first ('' for none). */
export function pictureOf(
  product: { imageUrls: string[] },
  variant: Pick<VariantRow, 'imagePosition'> | null,
): string {
  const chosen = variant?.imagePosition;
  return (chosen != null && product.imageUrls[chosen]) || product.imageUrls[0] || '';
}
