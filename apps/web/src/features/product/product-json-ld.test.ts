import type { Product } from '@adepa/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from './product-json-ld';

const product = {
  _id: 'p1',
  name: 'Kente shirt',
  description: 'Woven in Bonwire.',
  price: 200,
  discount: 150,
  stock: 4,
  image: [],
  category: { _id: 'c1', name: 'Clothing' },
  brand: null,
  numReviews: 0,
  rating: 0,
} as unknown as Product;

const variant = (size: string, stock: number, sku: string | null, discount: number | null) => ({
  _id: `v-${size}`,
  size,
  color: 'Red',
  sku,
  price: null,
  discount,
  stock,
  image: null,
});

type Offer = { sku?: string; price: string; availability: string; name?: string };

describe("the product page's schema.org data", () => {
  it('has one offer for a product without sizes or colours', () => {
    const { offers } = productJsonLd(product) as { offers: Offer };
    expect(offers).toMatchObject({ price: '150.00', availability: 'https://schema.org/InStock' });
  });

  it('has one offer per variant, with its SKU, price and stock', () => {
    const variants = [variant('M', 4, 'KS-M', null), variant('L', 0, null, 170)];
    const { offers } = productJsonLd({ ...product, stockPerVariant: true, variants }) as {
      offers: Offer[];
    };
    expect(offers).toMatchObject([
      { name: 'M / Red', sku: 'KS-M', price: '150.00', availability: 'https://schema.org/InStock' },
      {
        name: 'L / Red',
        sku: 'v-L',
        price: '170.00',
        availability: 'https://schema.org/OutOfStock',
      },
    ]);
  });
});
