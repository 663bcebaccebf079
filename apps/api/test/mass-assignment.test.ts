import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { bearer, PASSWORD, signUp, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { placeOrder } from './helpers/orders.ts';
import { png } from './helpers/pictures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Fields a caller may not set are ignored, whatever the body says: roles, owners, prices, totals,
// statuses and ratings are the server's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const isAdmin = async (id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]?.isAdmin;

describe('mass assignment', () => {
  it('sign-up and profile cannot make anyone an admin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        username: 'Sneaky',
        email: 'sneaky@example.com',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        isAdmin: true,
        _id: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(res.json()).toMatchObject({ isAdmin: false });
    expect(res.json()._id).not.toBe('00000000-0000-4000-8000-000000000000');
    const account = await signUp(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(account),
      payload: { username: 'Sneaky Two', email: account.email, isAdmin: true },
    });
    expect(await isAdmin(account.session._id)).toBe(false);
  });

  it('an order keeps the prices, totals, statuses and owner the server decides', async () => {
    const category = await insertCategory(t.db);
    const product = await insertProduct(t.db, { categoryId: category.id, discount: 50 });
    const victim = await signUp(t.app);
    const res = await placeOrder(
      t.app,
      [{ _id: product.id, qty: 2, price: 1, discount: 1 } as never],
      undefined,
      {
        userId: victim.session._id,
        customerId: victim.session._id,
        itemsPrice: 1,
        shippingPrice: 0,
        totalPrice: 1,
        taxPrice: -100,
        payment_method: 'mobile_money',
        payment_status: 'paid',
        paid_by: 'ADP-made-up',
        delivery_status: 'delivered',
        orderId: 'GH-0000-000001',
      },
    );
    // ₵100 of items is not over the free delivery amount: the region's ₵10 fee is charged.
    expect(res.json().order).toMatchObject({
      userId: null,
      itemsPrice: 100,
      shippingPrice: 10,
      totalPrice: 110,
      taxPrice: 0,
      payment_method: 'delivery',
      payment_status: 'unpaid',
      delivery_status: 'pending',
    });
    expect(res.json().order.orderId).not.toBe('GH-0000-000001');
  });

  it('a product keeps the rating and reviews its reviews give it', async () => {
    const admin = await signUpAdmin(t.app, t.db);
    await insertCategory(t.db, 'Shoes');
    const picture = await t.app.images.save(await png(50, 50), 'product');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/add-products',
      headers: bearer(admin),
      payload: {
        name: 'Sneakers',
        description: 'Comfortable canvas sneakers.',
        price: 100,
        discount: 80,
        stock: 5,
        category: 'Shoes',
        image: [picture.secure_url],
        rating: 5,
        numReviews: 1000,
      },
    });
    expect(res.json()).toMatchObject({ rating: 0, numReviews: 0 });
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/products/update-product-details/${res.json()._id}`,
      headers: bearer(admin),
      payload: { rating: 5, numReviews: 99 },
    });
    expect(update.json()).toMatchObject({ rating: 0, numReviews: 0 });
  });
});
