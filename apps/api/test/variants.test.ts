import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SKU_TAKEN, STALE_STOCK, STOCK_PER_VARIANT } from '@adepa/contract/variants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, products, productVariants, stockChanges } from '../src/db/schema.ts';
import { type Account, bearer, signUp, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { type Line, placeOrder, setStatus } from './helpers/orders.ts';
import { startPaymentShop } from './helpers/payments.ts';
import { saveGrid as saveGridAs } from './helpers/stock-grid.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Sizes and colours with their own stock: a product counted per variant sells each size only as
// far as its shelf goes, its total is always the sum of its sizes, and the owner's grid never
// writes over what an order took meanwhile.

let t: TestApp;
let admin: Account;
let buyer: Account;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { GUEST_ORDERS_PER_PHONE: '0' } });
  admin = await signUpAdmin(t.app, t.db);
  buyer = await signUp(t.app, 'Kofi Boateng');
  categoryId = (await insertCategory(t.db, 'Unisex Clothing')).id;
});
afterAll(() => t?.close());

type Cell = {
  size: string;
  color: string;
  stock: number;
  was?: number;
  sku?: string;
  image?: number;
};

const saveGrid = (productId: string, body: Record<string, unknown>, who: Account = admin) =>
  saveGridAs(t.app, who, productId, body);

/**
 * A shirt in S, M, L and Red, Blue, counted per variant with `stock` of each (by "S/Red"), and
 * the place of its own picture among the shirt's two for those in `pictures`.
 */
async function shirt(stock: Record<string, number>, pictures: Record<string, number> = {}) {
  const { id } = await insertProduct(t.db, {
    name: 'Kente Shirt',
    categoryId,
    stock: 0,
    sizes: ['S', 'M', 'L'],
    colors: ['Red', 'Blue'],
  });
  const variants: Cell[] = [];
  for (const size of ['S', 'M', 'L'])
    for (const color of ['Red', 'Blue'])
      variants.push({
        size,
        color,
        stock: stock[`${size}/${color}`] ?? 0,
        image: pictures[`${size}/${color}`],
      });
  const saved = await saveGrid(id, { stockPerVariant: true, variants });
  expect(saved.statusCode, saved.body).toBe(200);
  return { id, product: saved.json().product as Product };
}

type Product = {
  stock: number;
  stockPerVariant: boolean;
  sizes: string[];
  colors: string[];
  variants: { _id: string; size: string; color: string; stock: number; sku: string | null }[];
};

async function productOf(id: string): Promise<Product> {
  const reply = await t.app.inject(`/api/products/${id}`);
  expect(reply.statusCode).toBe(200);
  return reply.json();
}

/** Each variant's stock by "size/colour", and the product's total, from the tables. */
async function books(productId: string) {
  const [product] = await t.db.select().from(products).where(eq(products.id, productId));
  const rows = await t.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const sizes = Object.fromEntries(rows.map((v) => [`${v.size}/${v.color}`, v.stock]));
  const sum = rows.reduce((total, v) => total + v.stock, 0);
  return { total: product!.stock, sum, sizes };
}

const line = (productId: string, size: string, color: string, qty = 1): Line => ({
  _id: productId,
  qty,
  productSize: size,
  productColor: color,
});

describe('a product counted per size and colour', () => {
  it('replies with its variants, each with its own stock, the total their sum', async () => {
    const { id } = await shirt({ 'S/Red': 2, 'M/Red': 3, 'L/Blue': 1 });
    const product = await productOf(id);
    expect(product).toMatchObject({ stock: 6, stockPerVariant: true, sizes: ['S', 'M', 'L'] });
    expect(product.variants.map((v) => `${v.size}/${v.color}:${v.stock}`)).toEqual([
      'S/Red:2',
      'S/Blue:0',
      'M/Red:3',
      'M/Blue:0',
      'L/Red:0',
      'L/Blue:1',
    ]);
    // Listings stay as small as they were.
    const listing = await t.app.inject('/api/products/new');
    expect(listing.json().products[0]).not.toHaveProperty('variants');
  });

  it('refuses a sold-out size while another sells, and names it', async () => {
    const { id, product } = await shirt({ 'M/Red': 2 });
    const soldOut = await placeOrder(t.app, [line(id, 'S', 'Red')]);
    expect(soldOut.statusCode).toBe(409);
    const sVariant = product.variants.find((v) => v.size === 'S' && v.color === 'Red')!;
    expect(soldOut.json()).toEqual({
      error: 'Sorry, Kente Shirt (S, Red) is out of stock. Please remove it from your cart.',
      productId: id,
      available: 0,
      variantId: sVariant._id,
    });
    // Matched without regard to case, stored as the product spells it, with the variant and SKU.
    const sold = await placeOrder(t.app, [line(id, 'm', 'RED')]);
    expect(sold.statusCode, sold.body).toBe(201);
    const mVariant = product.variants.find((v) => v.size === 'M' && v.color === 'Red')!;
    expect(sold.json().order.products[0]).toMatchObject({
      productSize: 'M',
      productColor: 'Red',
      variantId: mVariant._id,
      sku: null,
    });
    expect(await books(id)).toMatchObject({ total: 1, sum: 1 });
  });

  it('takes two sizes of one product in one order, each from its own shelf, with its picture', async () => {
    const { id, product } = await shirt({ 'S/Red': 1, 'L/Blue': 3 }, { 'L/Blue': 1 });
    const lBlue = product.variants.find((v) => v.size === 'L' && v.color === 'Blue')!;
    const placed = await placeOrder(t.app, [
      line(id, 'S', 'Red'),
      { _id: id, qty: 2, variantId: lBlue._id },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(
      placed.json().order.products.map((l: Line) => `${l.productSize}/${l.productColor}`),
    ).toEqual(['S/Red', 'L/Blue']);
    // S/Red has no picture of its own: the shirt's first; L/Blue its own, the second.
    expect(placed.json().order.products.map((l: { imageUrl: string }) => l.imageUrl)).toEqual([
      `/uploads/${id}-0.webp`,
      `/uploads/${id}-1.webp`,
    ]);
    expect(await books(id)).toMatchObject({
      total: 1,
      sum: 1,
      sizes: { 'S/Red': 0, 'L/Blue': 1 },
    });
  });

  it('refuses an unknown size or colour, and a line that does not say which, naming the field', async () => {
    const { id } = await shirt({ 'S/Red': 5 });
    const unknownSize = await placeOrder(t.app, [line(id, 'XXL', 'Red')]);
    expect(unknownSize.statusCode).toBe(400);
    expect(unknownSize.json()).toEqual({
      error: 'Kente Shirt is not sold in size XXL. Please choose another size.',
      fields: {
        'products.0.productSize':
          'Kente Shirt is not sold in size XXL. Please choose another size.',
      },
    });
    const unknownColour = await placeOrder(t.app, [line(id, 'S', 'Purple')]);
    expect(unknownColour.statusCode).toBe(400);
    expect(Object.keys(unknownColour.json().fields)).toEqual(['products.0.productColor']);
    const noSize = await placeOrder(t.app, [{ _id: id, qty: 1, productColor: 'Red' }]);
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json().error).toBe('Choose a size for Kente Shirt');
    const foreign = await placeOrder(t.app, [
      { _id: id, qty: 1, variantId: '00000000-0000-4000-8000-000000000000' },
    ]);
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().fields)).toEqual(['products.0.variantId']);
    expect(await books(id)).toMatchObject({ total: 5, sum: 5 });
  });

  it('gives exactly five of a size with five left to twenty buyers at once', async () => {
    const { id } = await shirt({ 'M/Blue': 5, 'S/Red': 9 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(t.app, [line(id, 'M', 'Blue')])),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(await books(id)).toMatchObject({ total: 9, sum: 9, sizes: { 'M/Blue': 0, 'S/Red': 9 } });
  });

  it('gives a cancelled and deleted order its size back once, racing', async () => {
    const { id } = await shirt({ 'L/Red': 4 });
    const placed = await placeOrder(t.app, [line(id, 'L', 'Red', 3)], buyer);
    const orderId = placed.json().order._id;
    expect(await books(id)).toMatchObject({ total: 1, sizes: { 'L/Red': 1 } });
    await Promise.all([
      setStatus(t.app, admin, orderId, 'cancelled'),
      t.app.inject({
        method: 'DELETE',
        url: `/api/orders/delete-order/${orderId}`,
        headers: bearer(buyer),
      }),
    ]);
    expect(await books(id)).toMatchObject({ total: 4, sum: 4, sizes: { 'L/Red': 4 } });
  });

  it('takes its size again when a cancelled order is revived, or refuses when the size is gone', async () => {
    const { id, product } = await shirt({ 'S/Blue': 2 });
    const placed = await placeOrder(t.app, [line(id, 'S', 'Blue', 2)]);
    const orderId = placed.json().order._id;
    await setStatus(t.app, admin, orderId, 'cancelled');
    expect(await books(id)).toMatchObject({ sizes: { 'S/Blue': 2 } });
    await placeOrder(t.app, [line(id, 'S', 'Blue', 1)]);
    const revived = await setStatus(t.app, admin, orderId, 'pending');
    expect(revived.statusCode).toBe(409);
    expect(revived.json().error).toBe(
      'This order cannot be reopened: Sorry, only 1 of Kente Shirt (S, Blue) left. Please lower the quantity.',
    );
    expect(await books(id)).toMatchObject({ total: 1, sum: 1 });
    expect(product.variants).toHaveLength(6);
  });
});

describe("the owner's stock grid", () => {
  it('is refused, writing nothing, when an order changed a figure the owner saw', async () => {
    const { id, product } = await shirt({ 'M/Red': 3, 'S/Red': 1 });
    const seen = product.variants.map((v) => ({
      size: v.size,
      color: v.color,
      stock: v.stock,
      was: v.stock,
    }));
    await placeOrder(t.app, [line(id, 'M', 'Red')]);
    const stale = await saveGrid(id, {
      stockPerVariant: true,
      variants: seen.map((v) => (v.size === 'S' && v.color === 'Red' ? { ...v, stock: 10 } : v)),
      reason: 'received',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(STALE_STOCK);
    expect(
      stale.json().product.variants.find((v: Cell) => v.size === 'M' && v.color === 'Red').stock,
    ).toBe(2);
    expect(await books(id)).toMatchObject({ total: 3, sizes: { 'S/Red': 1, 'M/Red': 2 } });

    // Saved again from the figures now, it goes through, each change recorded with its reason.
    const now = stale.json().product.variants.map((v: Cell) => ({ ...v, was: v.stock }));
    const saved = await saveGrid(id, {
      stockPerVariant: true,
      variants: now.map((v: Cell) =>
        v.size === 'S' && v.color === 'Red' ? { ...v, stock: 10 } : v,
      ),
      reason: 'received',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await books(id)).toMatchObject({ total: 12, sum: 12 });
    const changes = await t.db.select().from(stockChanges).where(eq(stockChanges.productId, id));
    expect(changes.at(-1)).toMatchObject({
      change: 9,
      stockAfter: 10,
      reason: 'received',
      userId: admin.session._id,
    });
  });

  it('archives a size taken off (its stock none), revives it put back, and keeps SKUs unique', async () => {
    const { id, product } = await shirt({ 'L/Red': 2, 'S/Red': 1 });
    const lRed = product.variants.find((v) => v.size === 'L' && v.color === 'Red')!;
    const withoutL = product.variants
      .filter((v) => v.size !== 'L')
      .map((v) => ({
        size: v.size,
        color: v.color,
        stock: v.stock,
        sku: `KS-${v.size}-${v.color}`,
      }));
    const saved = await saveGrid(id, { stockPerVariant: true, variants: withoutL });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().product).toMatchObject({ sizes: ['S', 'M'], stock: 1 });
    const [archived] = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, lRed._id));
    expect(archived).toMatchObject({ stock: 0 });
    expect(archived!.archivedAt).not.toBeNull();
    const old = await placeOrder(t.app, [line(id, 'L', 'Red')]);
    expect(old.statusCode).toBe(400);

    const back = await saveGrid(id, {
      stockPerVariant: true,
      variants: [...withoutL, { size: 'L', color: 'Red', stock: 5 }],
    });
    expect(back.json().product.variants.find((v: Cell) => v.size === 'L')._id).toBe(lRed._id);
    const clash = await saveGrid((await shirt({})).id, {
      stockPerVariant: true,
      variants: [{ size: 'S', color: 'Red', stock: 1, sku: 'ks-s-red' }],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe(SKU_TAKEN);
    const twice = await saveGrid(id, {
      stockPerVariant: true,
      variants: [
        { size: 'S', color: 'Red', stock: 1 },
        { size: 's', color: 'red', stock: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
  });

  it('switches back to shared stock; the old form never writes over an order', async () => {
    const { id } = await shirt({ 'S/Red': 2, 'M/Red': 2 });
    const form = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/products/update-product-details/${id}`,
        headers: bearer(admin),
        payload: body,
      });
    const perVariant = await form({ stock: 50, stockWas: 4 });
    expect(perVariant.statusCode).toBe(409);
    expect(perVariant.json().error).toBe(STOCK_PER_VARIANT);

    const shared = await saveGrid(id, {
      stockPerVariant: false,
      variants: [
        { size: 'S', color: 'Red', stock: 0 },
        { size: 'M', color: 'Red', stock: 0 },
      ],
      stock: 8,
      was: 4,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().product).toMatchObject({ stock: 8, stockPerVariant: false });
    expect(shared.json().product.variants.map((v: Cell) => v.stock)).toEqual([8, 8]);

    await placeOrder(t.app, [line(id, 'S', 'Red')]);
    // The form loaded 8; an order took one since. Its unchanged stock is not written back...
    const renamed = await form({ name: 'Kente Shirt (new cut)', stock: 8, stockWas: 8 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().stock).toBe(7);
    // ...and a changed one is refused, nothing written.
    const stale = await form({ name: 'Another name', stock: 20, stockWas: 8 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/it is 7 now/);
    expect(stale.json().stock).toBe(7);
    expect((await productOf(id)).stock).toBe(7);
  });

  it('is the owner’s alone', async () => {
    const { id } = await shirt({});
    const body = { stockPerVariant: true, variants: [{ size: 'S', color: 'Red', stock: 3 }] };
    expect((await saveGrid(id, body, buyer)).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}/variants`,
      payload: { ...body, reason: 'received' },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("the owner's reports", () => {
  it('list a product with a size running low under its total, and every variant in the CSVs', async () => {
    const { id } = await shirt({
      'S/Red': 40,
      'M/Red': 1,
      'L/Red': 30,
      'S/Blue': 30,
      'M/Blue': 30,
      'L/Blue': 30,
    });
    const report = await t.app.inject({ url: '/api/orders/admin-stats', headers: bearer(admin) });
    const row = report.json().lowStock.find((p: { _id: string }) => p._id === id);
    expect(row).toMatchObject({ stock: 161 });
    expect(row.lowVariants.map((v: Cell) => `${v.size}/${v.color}:${v.stock}`)).toEqual([
      'M/Red:1',
    ]);

    const products = await t.app.inject({
      url: '/api/products/export.csv',
      headers: bearer(admin),
    });
    const rows = products.body.split('\r\n');
    expect(rows[0]).toMatch(/"Added","Type","Parent Id","SKU"$/);
    const mine = rows.filter((r) => r.includes(id));
    expect(mine).toHaveLength(7);
    expect(mine[0]).toMatch(/"product","",""$/);
    expect(mine.slice(1).every((r) => r.includes(`"variant","${id}"`))).toBe(true);

    await placeOrder(t.app, [line(id, 'S', 'Red')]);
    const orders = await t.app.inject({ url: '/api/orders/export.csv', headers: bearer(admin) });
    expect(orders.body.split('\r\n')[0]).toMatch(/"SKU"$/);
  });
});

describe('shared stock, as before variants', () => {
  it('sells any size from the one stock, and takes a line without a size', async () => {
    const { id } = await insertProduct(t.db, {
      categoryId,
      stock: 3,
      sizes: ['40', '42'],
      colors: [],
    });
    const placed = await placeOrder(t.app, [
      { _id: id, qty: 1, productSize: '42' },
      { _id: id, qty: 1 },
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.products.map((l: Line) => l.productSize)).toEqual(['42', null]);
    expect((await productOf(id)).stock).toBe(1);
  });
});

describe('the migration', () => {
  it('makes one variant per size x colour of every product, its stock still shared, and links the lines sold', async () => {
    const [product] = await t.db
      .insert(products)
      .values({
        name: 'Old Sandal',
        description: 'A sandal from before variants.',
        pricePesewas: 5000,
        discountPesewas: 4500,
        stock: 6,
        categoryId,
        sizes: ['40', '41', '40'],
        colors: ['Brown'],
      })
      .returning();
    const [order] = await t.db
      .insert(orders)
      .values({
        name: 'Ama',
        phoneNumber: '+233244550123',
        region: 'Ashanti',
        area: 'Adum',
        itemsPesewas: 4500,
        deliveryFeePesewas: 0,
        taxPesewas: 0,
        totalPesewas: 4500,
        orderNumber: 'GH-2026-990001',
      } as never)
      .returning();
    await t.db.insert(orderLines).values({
      orderId: order!.id,
      productId: product!.id,
      name: 'Old Sandal',
      qty: 1,
      pricePesewas: 4500,
      imageUrl: '',
      productSize: '41',
      productColor: 'brown',
    });
    const folder = path.join(import.meta.dirname, '../src/db/migrations');
    const statements = readFileSync(path.join(folder, '0021_product_variants.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .filter((s) => /^\s*(--.*\n)*\s*(INSERT INTO product_variants|UPDATE order_lines)/.test(s));
    expect(statements).toHaveLength(2);
    for (const statement of statements) await t.db.execute(sql.raw(statement));

    const product2 = await productOf(product!.id);
    expect(product2).toMatchObject({ stock: 6, stockPerVariant: false });
    expect(product2.variants.map((v) => `${v.size}/${v.color}:${v.stock}`)).toEqual([
      '40/Brown:6',
      '41/Brown:6',
    ]);
    const [sold] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(sold!.variantId).toBe(product2.variants[1]!._id);
  });
});

describe('a Mobile Money hold', () => {
  it('takes a variant’s stock and gives it back when the hold runs out', async () => {
    const { gateway, t: shop } = await startPaymentShop();
    try {
      const owner = await signUpAdmin(shop.app, shop.db);
      const category = await insertCategory(shop.db);
      const { id } = await insertProduct(shop.db, {
        categoryId: category.id,
        stock: 0,
        sizes: ['M', 'L'],
        colors: ['Black'],
      });
      const grid = await shop.app.inject({
        method: 'PUT',
        url: `/api/products/${id}/variants`,
        headers: bearer(owner),
        payload: {
          stockPerVariant: true,
          reason: 'received',
          variants: [
            { size: 'M', color: 'Black', stock: 2 },
            { size: 'L', color: 'Black', stock: 1 },
          ],
        },
      });
      expect(grid.statusCode, grid.body).toBe(200);
      const placed = await placeOrder(shop.app, [line(id, 'M', 'Black', 2)], undefined, {
        payment: { method: 'mobile_money', network: 'mtn', wallet: '024 455 0123' },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const stock = async () => {
        const [row] = await shop.db.select().from(products).where(eq(products.id, id));
        const variants = await shop.db
          .select()
          .from(productVariants)
          .where(eq(productVariants.productId, id));
        return { total: row!.stock, m: variants.find((v) => v.size === 'M')!.stock };
      };
      expect(await stock()).toEqual({ total: 1, m: 0 });
      await shop.app.payments!.charges.runOnce();
      await shop.db
        .update(orders)
        .set({ holdUntil: new Date(Date.now() - 1000) })
        .where(eq(orders.id, placed.json().order._id));
      await shop.app.payments!.sweep();
      expect(await stock()).toEqual({ total: 3, m: 2 });
    } finally {
      await shop.close();
      await gateway.close();
    }
  });
});
