import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import { type Account, bearer, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { placeOrder } from './helpers/orders.ts';
import { boundlessScans, type PlanNode } from './helpers/plan-scans.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The back office finds an order the way a buyer on the phone describes it: by a phone number
// written any way, part of a name, or the order's number; and narrows by status, payment and day.

let t: TestApp;
let owner: Account;
let desk: Account;
let catalogue: Account;
const numbers: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { GUEST_ORDERS_PER_PHONE: '0' } });
  owner = await signUpAdmin(t.app, t.db);
  desk = await signUpAdmin(t.app, t.db, 'orders');
  catalogue = await signUpAdmin(t.app, t.db, 'catalogue');
  const category = await insertCategory(t.db, 'Kitchen');
  const kettle = await insertProduct(t.db, { name: 'Kettle', categoryId: category.id, stock: 500 });
  const buyers = [
    ['ama', 'Ama Mensah', '024 455 0123', '2026-03-01T09:00:00Z'],
    ['kofi', 'Kofi Boateng', '+233 20 111 2222', '2026-03-02T23:59:00Z'],
    ['akua', "Akua O'Mensah-Asante", '0551234567', '2026-03-03T00:00:00Z'],
  ] as const;
  for (const [key, name, phoneNumber, at] of buyers) {
    const res = await placeOrder(t.app, [{ _id: kettle.id, qty: 1 }], undefined, {
      name,
      phoneNumber,
    });
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    numbers[key] = order.orderId;
    await t.db
      .update(orders)
      .set({ createdAt: new Date(at) })
      .where(eq(orders.id, order._id));
  }
  await t.db
    .update(orders)
    .set({ deliveryStatus: 'delivered', paymentStatus: 'paid' })
    .where(eq(orders.orderNumber, numbers.kofi!));
});
afterAll(() => t?.close());

const search = (query: string, who: Account = owner) =>
  t.app.inject({ url: `/api/orders/get-orders?${query}`, headers: bearer(who) });

async function found(query: string) {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { names: body.orders.map((o: { name: string }) => o.name) as string[], body };
}

describe('searching the orders', () => {
  it.each(['024 455 0123', '0244550123', '+233 24 455 0123', '233244550123', '+233244550123'])(
    'finds the buyer by the phone written %s',
    async (phone) => {
      const { names, body } = await found(`q=${encodeURIComponent(phone)}`);
      expect(names).toEqual(['Ama Mensah']);
      expect(body.count).toBe(1);
    },
  );

  it('finds by part of a name in any case, the newest first', async () => {
    expect((await found('q=mensah')).names).toEqual(["Akua O'Mensah-Asante", 'Ama Mensah']);
    expect((await found('q=KOFI')).names).toEqual(['Kofi Boateng']);
    expect((await found('q=%25')).names).toEqual([]);
  });

  it('finds by the whole order number or its digits', async () => {
    const number = numbers.kofi!;
    expect((await found(`q=${number}`)).names).toEqual(['Kofi Boateng']);
    expect((await found(`q=${number.toLowerCase()}`)).names).toEqual(['Kofi Boateng']);
    expect((await found(`q=${number.slice(-6)}`)).names).toEqual(['Kofi Boateng']);
    expect((await found(`q=${Number(number.slice(-6))}`)).names).toEqual(['Kofi Boateng']);
  });

  it('filters by delivery status, payment status and days, both ends included', async () => {
    expect((await found('status=delivered')).names).toEqual(['Kofi Boateng']);
    expect((await found('status=pending&payment=unpaid')).body.count).toBe(2);
    expect((await found('payment=paid')).names).toEqual(['Kofi Boateng']);
    expect((await found('from=2026-03-02&to=2026-03-02')).names).toEqual(['Kofi Boateng']);
    expect((await found('from=2026-03-02')).names).toEqual([
      "Akua O'Mensah-Asante",
      'Kofi Boateng',
    ]);
    expect((await found('to=2026-03-01')).names).toEqual(['Ama Mensah']);
    expect((await found('q=mensah&status=delivered')).names).toEqual([]);
  });

  it('pages through a filter', async () => {
    const { body } = await found('status=pending&page=2');
    expect(body).toMatchObject({ orders: [], currentPage: 2, numberOfPages: 1, count: 2 });
    expect((await found('')).body.count).toBe(3);
  });

  it.each([
    ['status=lost', 'status'],
    ['payment=maybe', 'payment'],
    ['from=2026-3-1', 'from'],
    ['to=2026-02-30', 'to'],
    ['from=2026-03-05&to=2026-03-01', 'to'],
    [`q=${'a'.repeat(101)}`, 'q'],
    ['page=0', 'page'],
  ])('refuses %s naming the field', async (query, field) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: expect.any(String),
      fields: { [field]: expect.any(String) },
    });
  });

  it('is for the owner and the orders desk, not the catalogue desk', async () => {
    expect((await search('q=kofi', desk)).statusCode).toBe(200);
    expect((await search('q=kofi', catalogue)).statusCode).toBe(403);
    expect((await t.app.inject('/api/orders/get-orders?q=kofi')).statusCode).toBe(401);
  });
});

// As in a shop that has run a while, most orders are delivered: the few waiting are what the desk
// filters for (counting the delivered reads most orders whatever the plan).
describe('with 20,000 orders', () => {
  beforeAll(async () => {
    await t.db.execute(sql`
      insert into orders (order_number, name, phone_number, province, area, items_pesewas,
        shipping_pesewas, tax_pesewas, total_pesewas, delivery_status, payment_status, created_at)
      select 'GH-2025-' || to_char(100000 + i, 'FM000000'), 'Buyer ' || md5(i::text),
        '+23324' || to_char(i, 'FM0000000'), 'Ashanti', 'Adum', 1000, 0, 0, 1000,
        case i % 100 when 0 then 'pending' when 1 then 'processing' when 2 then 'warehouse'
          when 3 then 'cancelled' else 'delivered' end,
        (array['unpaid','paid'])[1 + i % 2], now() - i * interval '10 minutes'
      from generate_series(1, 20000) as i`);
    await t.db.execute(sql`analyze orders`);
  }, 120_000);

  it.each([
    ['a phone', 'q=0244550123'],
    ['a name', 'q=mensah'],
    ['a number', 'q=000123'],
    ['a status', 'status=warehouse'],
    ['a payment status and days', 'payment=paid&from=2026-03-01&to=2026-03-02'],
  ])('finds %s without reading every order', async (_, query) => {
    t.sql.reset();
    await found(query);
    const findings: string[] = [];
    for (const { query: text, params } of t.sql.sent) {
      if (!text.includes('"orders"')) continue;
      const client = (t.db as unknown as { $client: Explainer }).$client;
      const { rows } = await client.query(`explain (format json) ${text}`, params);
      const plan = Object.values(rows[0] ?? {})[0];
      const [first] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
      for (const scan of boundlessScans(first!.Plan, 'orders'))
        findings.push(`${scan}\n  in: ${text}`);
    }
    expect(findings, findings.join('\n\n')).toEqual([]);
  });
});
type Explainer = { query(text: string, params: unknown[]): Promise<{ rows: object[] }> };
