import type { ProductWithVariants, Variant } from '@adepa/contract/catalogue';

// A product with variants as the api answers it, for the stock grid's unit tests.

export function variant(size: string, color: string, stock: number, more: Partial<Variant> = {}) {
  return {
    _id: `v-${size}-${color}`,
    size,
    color,
    sku: null,
    price: null,
    discount: null,
    stock,
    image: null,
    ...more,
  } satisfies Variant;
}

export function testProduct(
  variants: Variant[],
  more: Partial<ProductWithVariants> = {},
): ProductWithVariants {
  const sizes = [...new Set(variants.map((v) => v.size).filter(Boolean))];
  const colors = [...new Set(variants.map((v) => v.color).filter(Boolean))];
  const stockPerVariant = more.stockPerVariant ?? true;
  return {
    _id: 'p1',
    name: 'Kente Shirt',
    description: 'A hand-woven kente shirt.',
    brand: null,
    price: 250,
    discount: 199.99,
    stock: stockPerVariant
      ? variants.reduce((sum, v) => sum + v.stock, 0)
      : (variants[0]?.stock ?? 0),
    category: { _id: 'c1', name: 'Shirts' },
    image: [],
    publicId: [],
    rating: 0,
    numReviews: 0,
    sizes,
    colors,
    features: [],
    createdAt: '2026-11-01T09:00:00.000Z',
    taxExempt: false,
    stockPerVariant,
    variants,
    ...more,
  };
}
