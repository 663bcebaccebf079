import { randomUUID } from 'node:crypto';
import type { VariantInput } from '@adepa/contract/variants';
import { call as api, ownerToken, saveGrid } from './owner-api.ts';

// Products counted per size and colour, made through the owner's api for the tests that need
// them: a new product (a seeded one's picture and category), then its stock grid.

type Seeded = { image: { url: string }[]; category: { name: string } };

export type VariantStock = Pick<VariantInput, 'size' | 'color' | 'stock' | 'sku' | 'discount'>;

/**
 * A new product sold in `variants` (its sizes and colours, each with its own stock), at ₵150
 * (was ₵200): its id and name.
 */
export async function productWithVariants(name: string, variants: VariantStock[]) {
  const token = await ownerToken();
  const { products } = await api<{ products: Seeded[] }>('/api/products/allProducts?page=1');
  const seeded = products.find((p) => p.image.length > 0)!;
  const option = (key: 'size' | 'color') => [
    ...new Set(variants.map((v) => v[key] ?? '').filter(Boolean)),
  ];
  const fullName = `${name} ${randomUUID().slice(0, 6)}`;
  const product = await api<{ _id: string }>('/api/products/add-products', {
    method: 'POST',
    token,
    body: JSON.stringify({
      name: fullName,
      description: 'Made for the browser tests of sizes and colours.',
      price: 200,
      discount: 150,
      // Replaced by the grid's counts, which add up to the product's stock.
      stock: 1,
      category: seeded.category.name,
      image: seeded.image.map((picture) => picture.url),
      sizes: option('size'),
      colors: option('color'),
      features: [],
    }),
  });
  await saveGrid(token, product._id, variants);
  return { _id: product._id, name: fullName };
}

type Details = { product: { variants: { size: string; color: string; stock: number }[] } };

/** The stock of each size (and colour) of a product, as its page's api call gives it. */
export async function variantStocks(productId: string): Promise<Record<string, number>> {
  const { product } = await api<Details>(`/api/products/get-product-details/${productId}`);
  return Object.fromEntries(
    product.variants.map((v) => [[v.size, v.color].filter(Boolean).join('/'), v.stock]),
  );
}
