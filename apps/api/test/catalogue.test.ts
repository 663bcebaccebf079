import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let shoes: Awaited<ReturnType<typeof insertCategory>>;
let productIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  shoes = await insertCategory(t.db, 'Shoes');
  await insertCategory(t.db, 'Watches');
  await insertCategory(t.db, 'cleaning products');
  const base = Date.parse('2026-01-01T00:00:00Z');
  productIds = [];
  for (let i = 0; i < 12; i++) {
    const row = await insertProduct(t.db, {
      name: `Sneaker ${i}`,
      categoryId: shoes.id,
      price: 150,
      discount: 120.5,
      createdAt: new Date(base + i * 60_000),
    });
    productIds.push(row.id);
  }
});
afterAll(() => t.close());

describe('GET /api/category/categories', () => {
  it('lists every category with its id, name and image, by name', async () => {
    const res = await t.app.inject('/api/category/categories');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((c: { name: string }) => c.name)).toEqual([
      'cleaning products',
      'Shoes',
      'Watches',
    ]);
    expect(body[1]).toEqual({ _id: shoes.id, name: 'Shoes', url: shoes.imageUrl });
  });
});

describe('GET /api/category/category/:id', () => {
  it('returns one category', async () => {
    const res = await t.app.inject(`/api/category/category/${shoes.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id: shoes.id, name: 'Shoes', url: shoes.imageUrl });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"])(
    'answers 404 with an error for the unknown id %s',
    async (id) => {
      const res = await t.app.inject(`/api/category/category/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Category not found' });
    },
  );
});

describe('GET /api/products/allProducts', () => {
  it('pages products newest first, ten a page, with the fields the storefront reads', async () => {
    const first = (await t.app.inject('/api/products/allProducts?page=1')).json();
    expect(first.currentPage).toBe(1);
    expect(first.numberOfPages).toBe(2);
    expect(first.products).toHaveLength(10);
    expect(first.products[0]._id).toBe(productIds[11]);
    const product = first.products[0];
    expect(product).toMatchObject({
      name: 'Sneaker 11',
      price: 150,
      discount: 120.5,
      stock: 10,
      category: { _id: shoes.id, name: 'Shoes' },
      brand: 'Test Brand',
      sizes: ['M', 'L'],
      colors: ['Green'],
      features: ['Sturdy'],
      rating: 0,
      numReviews: 0,
    });
    expect(product.image).toEqual([
      { url: `/uploads/${product._id}-0.webp` },
      { url: `/uploads/${product._id}-1.webp` },
    ]);
    expect(product.publicId).toEqual([`${product._id}-0`, `${product._id}-1`]);

    const second = (await t.app.inject('/api/products/allProducts?page=2')).json();
    expect(second.products.map((p: { _id: string }) => p._id)).toEqual([
      productIds[1],
      productIds[0],
    ]);
  });

  it('treats a missing page as page 1 and a page past the end as empty', async () => {
    expect((await t.app.inject('/api/products/allProducts')).json().currentPage).toBe(1);
    const past = (await t.app.inject('/api/products/allProducts?page=9')).json();
    expect(past).toMatchObject({ products: [], currentPage: 9, numberOfPages: 2 });
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999'])(
    'refuses page=%s with 400 and a message',
    async (page) => {
      const res = await t.app.inject(`/api/products/allProducts?page=${page}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/page/);
    },
  );
});

describe('GET /api/products/new', () => {
  it('pages the newest products eight at a time', async () => {
    const body = (await t.app.inject('/api/products/new')).json();
    expect(body.products).toHaveLength(8);
    expect(body.numberOfPages).toBe(2);
    expect(body.products[0].name).toBe('Sneaker 11');
  });
});

describe('GET /api/products/:id', () => {
  it('returns one product', async () => {
    const res = await t.app.inject(`/api/products/${productIds[3]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: productIds[3], name: 'Sneaker 3' });
  });

  it('answers 404 with an error for an unknown id', async () => {
    const res = await t.app.inject('/api/products/5f2b0c6a-1f1e-4b53-9d69-2d7f0c1f0d55');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Product not found' });
  });
});
