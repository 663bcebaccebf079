import { optionKey } from '@adepa/contract/variants';
import type { VariantRow, VariantWrite } from './repository.ts';

// A product's sizes and colours as lists (the spec's `sizes` and `colors`) and as variants, kept
// as one: one variant per size x colour, '' standing for a dimension the product does not have.
// A size or colour taken off the lists archives its variants; put back, it revives them with
// their SKU, prices and stock.

/** Every size x colour of the lists, in their order; none for a product with neither. */
export function combinations(sizes: string[], colors: string[]) {
  if (sizes.length === 0 && colors.length === 0) return [];
  const seen = new Set<string>();
  const all: { size: string; color: string }[] = [];
  for (const size of sizes.length > 0 ? sizes : [''])
    for (const color of colors.length > 0 ? colors : ['']) {
      if (seen.has(optionKey({ size, color }))) continue;
      seen.add(optionKey({ size, color }));
      all.push({ size, color });
    }
  return all;
}

/**
 * The writes that make `existing` the variants of `wanted`, matched by size and colour without
 * regard to case (the newest spelling kept), the rest archived. `fields` adds each one's own
 * fields (the owner's grid).
 */
export function variantWrites<T extends { size: string; color: string }>(
  existing: VariantRow[],
  wanted: T[],
  fields: (wanted: T, current: VariantRow | undefined) => Partial<VariantWrite> = () => ({}),
): VariantWrite[] {
  // An option on sale wins over an archived one of the same spelling.
  const byKey = new Map<string, VariantRow>();
  for (const variant of [...existing].sort((a, b) => Number(b.archived) - Number(a.archived)))
    byKey.set(optionKey(variant), variant);
  return wanted.map((want, position) => {
    const current = byKey.get(optionKey(want));
    return {
      id: current?.id,
      size: want.size,
      color: want.color,
      position,
      ...fields(want, current),
    };
  });
}
