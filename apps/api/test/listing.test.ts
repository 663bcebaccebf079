import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const at = (minutes: number) => new Date(Date.parse('2026-06-01T08:00:00Z') + minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  const shoes = await insertCategory(t.db, 'Shoes');
  const watches = await insertCategory(t.db, 'Watches');
  const sound = await insertCategory(t.db, 'Sound Systems for Hire');
  const bulk = await insertCategory(t.db, 'Cleaning Products');
  await insertProduct(t.db, {
    name: 'Canvas Sneakers',
    categoryId: shoes.id,
    price: 150,
    discount: 120,
    rating: 4.5,
    brand: 'Kumasi Kicks',
    createdAt: at(1),
  });
  await insertProduct(t.db, {
    name: 'Leather Ahenema Sandals',
    categoryId: shoes.id,
    price: 100,
    discount: 80,
    rating: 3,
    createdAt: at(2),
  });
  await insertProduct(t.db, {
    name: 'Casio Digital Wrist Watch',
    categoryId: watches.id,
    price: 300,
    discount: 250,
    rating: 5,
    brand: 'Casio',
    createdAt: at(3),
  });
  await insertProduct(t.db, {
    name: 'Party Speaker for Hire',
    description:
      'A loud speaker for funerals, weddings and parties. Delivered and set up in Kumasi.',
    categoryId: sound.id,
    price: 400,
    discount: 350,
    rating: 0,
    createdAt: at(4),
  });
  for (let i = 1; i <= 14; i++) {
    await insertProduct(t.db, {
      name: `Liquid Soap ${i}L`,
      categoryId: bulk.id,
      price: 20 + i,
      discount: 10 + i,
      rating: 2,
      createdAt: at(10 + i),
    });
  }
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject(`/api/home/query-products?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    products: { name: string; discount: number; rating: number }[];
    totalProduct: number;
    parPage: number;
  };
};
const names = (body: { products: { name: string }[] }) => body.products.map((p) => p.name);

describe('shop listing', () => {
  it('pages everything newest first, 12 a page', async () => {
    const first = await list('');
    expect(first.totalProduct).toBe(18);
    expect(first.parPage).toBe(12);
    expect(first.products).toHaveLength(12);
    expect(first.products[0]?.name).toBe('Liquid Soap 14L');
    const second = await list('pageNumber=2');
    expect(names(second)).toEqual([
      'Liquid Soap 2L',
      'Liquid Soap 1L',
      'Party Speaker for Hire',
      'Casio Digital Wrist Watch',
      'Leather Ahenema Sandals',
      'Canvas Sneakers',
    ]);
    const past = await list('pageNumber=5');
    expect(past).toMatchObject({ products: [], totalProduct: 18 });
  });

  it('filters by category name, in any case', async () => {
    expect(names(await list('category=shoes'))).toEqual([
      'Leather Ahenema Sandals',
      'Canvas Sneakers',
    ]);
    expect(await list('category=Furniture')).toMatchObject({ products: [], totalProduct: 0 });
  });

  it('filters by rating: n stars and up', async () => {
    expect(names(await list('rating=4'))).toEqual(['Casio Digital Wrist Watch', 'Canvas Sneakers']);
    expect((await list('rating=')).totalProduct).toBe(18);
  });

  it('filters by selling price, under both parameter names', async () => {
    expect(names(await list('lowPrice=100&highPrice=300'))).toEqual([
      'Casio Digital Wrist Watch',
      'Canvas Sneakers',
    ]);
    expect(names(await list('low=100&high=300'))).toEqual([
      'Casio Digital Wrist Watch',
      'Canvas Sneakers',
    ]);
    expect(names(await list('lowPrice=250&highPrice=250'))).toEqual(['Casio Digital Wrist Watch']);
  });

  it('sorts by selling price both ways', async () => {
    const up = await list('sortPrice=low-to-high&category=Shoes');
    expect(up.products.map((p) => p.discount)).toEqual([80, 120]);
    const down = await list('sortPrice=high-to-low');
    expect(down.products.slice(0, 3).map((p) => p.discount)).toEqual([350, 250, 120]);
  });

  it('combines filters', async () => {
    const body = await list(
      'category=Cleaning%20Products&lowPrice=15&highPrice=20&sortPrice=high-to-low&pageNumber=1',
    );
    expect(names(body)).toEqual([
      'Liquid Soap 10L',
      'Liquid Soap 9L',
      'Liquid Soap 8L',
      'Liquid Soap 7L',
      'Liquid Soap 6L',
      'Liquid Soap 5L',
    ]);
    expect(body.totalProduct).toBe(6);
  });

  it.each([
    ['pageNumber=0', 'pageNumber must be 1 or more'],
    ['pageNumber=abc', 'pageNumber must be a number'],
    ['pageNumber=99999999', 'pageNumber is too large'],
    ['rating=9', 'rating must be between 0 and 5'],
    ['sortPrice=cheapest', 'sortPrice must be low-to-high or high-to-low'],
    ['lowPrice=-5', 'lowPrice cannot be below 0'],
    ['highPrice=1e400', 'highPrice'],
    [`searchValue=${'a'.repeat(201)}`, 'searchValue is too long'],
  ])('refuses %s with 400 and a message', async (query, message) => {
    const res = await t.app.inject(`/api/home/query-products?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });
});

describe('search', () => {
  it.each([
    ['sneekers', 'Canvas Sneakers'],
    ['wrist wach', 'Casio Digital Wrist Watch'],
    ['speeker', 'Party Speaker for Hire'],
    ['casio', 'Casio Digital Wrist Watch'],
    ['kumasi kicks', 'Canvas Sneakers'],
    ['watches', 'Casio Digital Wrist Watch'],
    ['weddings', 'Party Speaker for Hire'],
    ['SANDAL', 'Leather Ahenema Sandals'],
  ])('"%s" finds %s first', async (words, expected) => {
    const body = await list(`searchValue=${encodeURIComponent(words)}`);
    expect(body.products[0]?.name).toBe(expected);
  });

  it('ranks name matches above description matches', async () => {
    const body = await list('searchValue=speaker');
    expect(body.products[0]?.name).toBe('Party Speaker for Hire');
  });

  it('combines search with filters', async () => {
    expect((await list('searchValue=sneakers&category=Watches')).totalProduct).toBe(0);
    expect(names(await list('searchValue=soap&lowPrice=23&sortPrice=low-to-high'))).toEqual([
      'Liquid Soap 13L',
      'Liquid Soap 14L',
    ]);
  });

  it.each([
    "' or 1=1 --",
    'a:* | b',
    '\\',
    '!!!',
    '&|()<>',
    "Robert'); drop table products;--",
    '日本語',
    '🙂',
  ])('treats %s as words, never as SQL or query syntax', async (words) => {
    const res = await t.app.inject(
      `/api/home/query-products?searchValue=${encodeURIComponent(words)}`,
    );
    expect(res.statusCode).toBe(200);
  });
  it('still has its products after hostile searches', async () => {
    expect((await list('')).totalProduct).toBe(18);
  });
});

describe('price range and latest products', () => {
  it('answers the lowest and highest selling price and the newest products', async () => {
    const res = await t.app.inject('/api/home/price-range-latest-product');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.priceRange).toEqual({ low: 11, high: 350 });
    expect(body.latest_product).toHaveLength(8);
    expect(body.latest_product[0].name).toBe('Liquid Soap 14L');
  });

  it('get-products answers the newest products', async () => {
    const body = (await t.app.inject('/api/home/get-products')).json();
    expect(body.products).toHaveLength(18);
  });
});
