import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/db/schema.ts';
import { type Account, bearer, signUp } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let productId: string;
let ama: Account;
let kofi: Account;

beforeAll(async () => {
  t = await createTestApp();
  const category = await insertCategory(t.db, 'Watches');
  productId = (await insertProduct(t.db, { categoryId: category.id })).id;
  ama = await signUp(t.app, 'Ama Mensah');
  kofi = await signUp(t.app, 'Kofi Boateng');
});
afterAll(() => t.close());

const submit = (who: Account | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/products/customer/submit-reviews',
    headers: who ? bearer(who) : {},
    payload,
  });
const product = async () => (await t.app.inject(`/api/products/${productId}`)).json();
const page = async (n = 1, id = productId) =>
  t.app.inject(`/api/products/customer/get-reviews/${id}?pageNo=${n}`);

describe('writing a review', () => {
  it('refuses a visitor', async () => {
    const res = await submit(undefined, { productId, rating: 5, review: 'Nice' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Please log in to continue.');
  });

  it('takes the reviewer from the token, whatever the body says', async () => {
    const res = await submit(ama, {
      productId,
      rating: 5,
      review: 'Very good watch',
      userId: kofi.session._id,
      name: 'Kofi',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      isSuccess: true,
      message: 'You have successfully reviewed this product',
      review: { name: 'Ama Mensah', userId: ama.session._id, rating: 5, review: 'Very good watch' },
    });
    const stored = await t.db.select().from(reviews).where(eq(reviews.productId, productId));
    expect(stored.map((r) => r.userId)).toEqual([ama.session._id]);
  });

  it('keeps one review per customer (a second replaces the first) and recomputes the rating', async () => {
    await submit(ama, { productId, rating: 4, review: 'Good, strap a bit stiff' });
    await submit(kofi, {
      productId,
      rating: 1,
      review: '<script>alert(1)</script> stopped after a week',
    });
    expect(await product()).toMatchObject({ rating: 2.5, numReviews: 2 });
    await submit(ama, { productId, rating: 5, review: 'Changed my mind: excellent' });
    expect(await product()).toMatchObject({ rating: 3, numReviews: 2 });
  });

  it.each([
    [{ rating: 0, review: 'x' }, 'Please choose a rating from 1 to 5 stars'],
    [{ rating: 6, review: 'x' }, 'Please choose a rating from 1 to 5 stars'],
    [{ rating: 'five', review: 'x' }, 'Please choose a rating from 1 to 5 stars'],
    [{ rating: 3.5, review: 'x' }, 'Please choose a rating from 1 to 5 stars'],
    [{ rating: 3, review: '   ' }, 'Please write a comment'],
    [{ rating: 3 }, 'Please write a comment'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await submit(ama, { productId, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await submit(ama, {
      productId: '00000000-0000-4000-8000-000000000000',
      rating: 4,
      review: 'Hmm',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('reading reviews', () => {
  it('pages reviews newest first with the per-star sums, text kept as written', async () => {
    for (let i = 0; i < 5; i++) {
      const shopper = await signUp(t.app, `Shopper ${i}`);
      await submit(shopper, { productId, rating: 4, review: `Review ${i}` });
    }
    const first = await page(1);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ totalReview: 7, pageNo: 1, pages: 2 });
    expect(body.reviews).toHaveLength(5);
    expect(body.reviews[0]).toMatchObject({
      name: 'Shopper 4',
      review: 'Review 4',
      rating: 4,
      productId,
    });
    expect(Object.keys(body.reviews[0]).sort()).toEqual([
      '_id',
      'date',
      'name',
      'productId',
      'rating',
      'review',
      'userId',
    ]);
    expect(body.rating_review).toEqual([
      { rating: 5, sum: 1 },
      { rating: 4, sum: 5 },
      { rating: 3, sum: 0 },
      { rating: 2, sum: 0 },
      { rating: 1, sum: 1 },
    ]);
    const second = (await page(2)).json();
    expect(second.reviews.map((r: { review: string }) => r.review)).toContain(
      '<script>alert(1)</script> stopped after a week',
    );
  });

  it('answers an empty page for a product without reviews and 404 for an unknown one', async () => {
    const category = await insertCategory(t.db, 'Shoes');
    const quiet = await insertProduct(t.db, { categoryId: category.id });
    expect((await page(1, quiet.id)).json()).toMatchObject({
      reviews: [],
      totalReview: 0,
      pages: 0,
    });
    expect((await page(1, 'nope')).statusCode).toBe(404);
    expect((await page(0)).statusCode).toBe(400);
  });
});
