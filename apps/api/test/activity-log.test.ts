import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../src/db/schema.ts';
import { type Account, bearer, shopWithAccountsForFile, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { placeOrder, setStatus } from './helpers/orders.ts';
import { saveGrid } from './helpers/stock-grid.ts';
import type { TestApp } from './helpers/test-app.ts';

// The activity log: every change by staff is an entry written with the change (who, what, the
// fields before and after, why), none for a change refused; the database keeps it append-only;
// the owner reads it all, a desk one order's or one product's history.

let t: TestApp;
let owner: Account;
let customer: Account;
let ordersDesk: Account;
let catalogueDesk: Account;
let categoryId: string;
shopWithAccountsForFile((shop) => ({ t, admin: owner, customer } = shop), {
  customerName: 'Ama Customer',
});
beforeAll(async () => {
  ordersDesk = await signUpAdmin(t.app, t.db, 'orders');
  catalogueDesk = await signUpAdmin(t.app, t.db, 'catalogue');
  categoryId = (await insertCategory(t.db, 'Log')).id;
});

type Entry = {
  actor: { _id: string | null; name: string; role: string | null };
  action: string;
  subject: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
};

const read = (who: Account, query: string) =>
  t.app.inject({ url: `/api/activity?${query}`, headers: bearer(who) });
async function historyOf(subject: string): Promise<Entry[]> {
  const res = await read(owner, `subject=${subject}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entries;
}
const call = (who: Account, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who), ...(payload && { payload }) });

describe('the activity log', () => {
  it('records an order’s status change by the desk that made it, and its deletion by the owner', async () => {
    const { id: productId } = await insertProduct(t.db, { categoryId, stock: 5, sizes: [] });
    const order = (await placeOrder(t.app, [{ _id: productId, qty: 1 }])).json().order;
    expect((await setStatus(t.app, ordersDesk, order._id, 'processing')).statusCode).toBe(200);
    // Asking for the status it has is no change, and leaves no entry.
    expect((await setStatus(t.app, ordersDesk, order._id, 'processing')).statusCode).toBe(200);
    expect(await historyOf(`order:${order._id}`)).toEqual([
      expect.objectContaining({
        actor: { _id: ordersDesk.session._id, name: 'Efua Orders', role: 'orders' },
        action: 'order.status',
        before: { deliveryStatus: 'pending' },
        after: { deliveryStatus: 'processing' },
      }),
    ]);
    const deleted = await call(owner, 'DELETE', `/api/orders/delete-order/${order._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [last] = await historyOf(`order:${order._id}`);
    expect(last).toMatchObject({
      action: 'order.delete',
      actor: { role: 'owner' },
      before: { orderId: order.orderId, deliveryStatus: 'processing' },
    });
  });

  it('keeps private staff notes in an order’s history, never changed', async () => {
    const { id: productId } = await insertProduct(t.db, { categoryId, stock: 5, sizes: [] });
    const order = (await placeOrder(t.app, [{ _id: productId, qty: 1 }])).json().order;
    const note = await call(ordersDesk, 'POST', `/api/orders/${order._id}/notes`, {
      note: '  Opposite the Total filling station; call after 4.  ',
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json()).toMatchObject({
      action: 'order.note',
      reason: 'Opposite the Total filling station; call after 4.',
    });
    const empty = await call(ordersDesk, 'POST', `/api/orders/${order._id}/notes`, { note: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ note: 'Write a note' });
    const [entry] = await historyOf(`order:${order._id}`);
    expect(entry).toMatchObject({ action: 'order.note', actor: { name: 'Efua Orders' } });
    // The buyer's own view of the order says nothing of it.
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/api/orders/track-order',
      payload: { orderId: order.orderId, phoneNumber: order.phoneNumber },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.body).not.toContain('Total filling station');
  });

  it('keeps only the fields of a product that changed, and the reason of a stock count', async () => {
    const { id } = await insertProduct(t.db, {
      categoryId,
      stock: 4,
      sizes: ['M', 'L'],
      colors: [],
    });
    const edit = await call(catalogueDesk, 'PUT', `/api/products/update-product-details/${id}`, {
      discount: 45,
      stockWas: 4,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const grid = await saveGrid(t.app, catalogueDesk, id, {
      stockPerVariant: true,
      variants: [
        { size: 'M', color: '', stock: 2 },
        { size: 'L', color: '', stock: 3 },
      ],
    });
    expect(grid.statusCode, grid.body).toBe(200);
    const [stock, price] = await historyOf(`product:${id}`);
    expect(price).toMatchObject({
      action: 'product.update',
      actor: { name: 'Kwame Catalogue', role: 'catalogue' },
      after: { discount: 45 },
    });
    expect(Object.keys(price!.after!)).toEqual(['discount']);
    expect(stock).toMatchObject({
      action: 'stock.grid',
      // Shared, the sizes had no stock of their own.
      before: { stockPerVariant: false, stock: 4, M: null, L: null },
      after: { stockPerVariant: true, stock: 5, M: 2, L: 3 },
      reason: 'Stock count',
    });
  });

  it('leaves no entry for a change refused or failed', async () => {
    const { id } = await insertProduct(t.db, { categoryId, stock: 6, sizes: [] });
    const stale = await call(owner, 'PUT', `/api/products/update-product-details/${id}`, {
      name: 'Renamed',
      stock: 9,
      stockWas: 2,
    });
    expect(stale.statusCode).toBe(409);
    const clash = await call(owner, 'PUT', `/api/category/update-category/${categoryId}`, {
      name: 'Log',
    });
    const taken = await insertCategory(t.db, 'Taken');
    const renamed = await call(owner, 'PUT', `/api/category/update-category/${taken.id}`, {
      name: 'Log',
    });
    expect(renamed.statusCode).toBe(409);
    expect(await historyOf(`product:${id}`)).toEqual([]);
    expect(await historyOf(`category:${taken.id}`)).toEqual([]);
    // Renaming to the name it has is no change either.
    expect(clash.statusCode).toBe(200);
    expect(await historyOf(`category:${categoryId}`)).toEqual([]);
  });

  it('records roles, delivery fees and newsletters, each with what changed', async () => {
    const role = await call(owner, 'PUT', `/api/users/${customer.session._id}`, {
      role: 'catalogue',
    });
    expect(role.statusCode, role.body).toBe(200);
    expect(await historyOf(`user:${customer.session._id}`)).toEqual([
      expect.objectContaining({
        action: 'user.update',
        before: { role: null },
        after: { role: 'catalogue' },
      }),
    ]);
    await call(owner, 'PUT', `/api/users/${customer.session._id}`, { role: null });

    const fees = (await t.app.inject({ url: '/api/delivery-fees' })).json();
    const saved = await call(owner, 'PUT', '/api/delivery-fees', {
      ...fees,
      fees: { ...fees.fees, Ashanti: 15 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [delivery] = await historyOf('delivery');
    expect(delivery).toMatchObject({
      action: 'delivery.fees',
      before: { Ashanti: fees.fees.Ashanti },
      after: { Ashanti: 15 },
    });

    const sent = await call(owner, 'POST', '/api/email/subscription/admin/send-email', {
      subject: 'New kente in',
      body: 'Fresh from Bonwire.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [newsletter] = await historyOf('newsletter');
    expect(newsletter).toMatchObject({
      action: 'newsletter.send',
      after: { subject: 'New kente in', recipients: 0 },
    });
  });

  // PostgreSQL has its own backups: the shop makes none there.
  it.runIf(process.env.TEST_DATABASE !== 'postgres')(
    'records each backup of the embedded shop, by whom it was asked',
    async () => {
      await t.app.backups!.backUp();
      await t.app.backups!.backUp(path.join(t.config.backups.dir, 'before-the-sale.tar.gz'));
      const [asked, scheduled] = await historyOf('backup');
      expect(scheduled).toMatchObject({ action: 'backup.made', actor: { name: 'The shop' } });
      expect(asked).toMatchObject({
        actor: { name: 'The owner (npm run backup)' },
        after: { file: 'before-the-sale.tar.gz' },
      });
    },
  );

  it('is append-only: the database refuses to change or remove an entry', async () => {
    const [entry] = await t.db.select().from(activityLog).limit(1);
    expect(entry).toBeDefined();
    await expect(
      t.db
        .update(activityLog)
        .set({ actorName: 'Someone else' })
        .where(eq(activityLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(activityLog).where(eq(activityLog.id, entry!.id))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate activity_log`)).rejects.toThrow();
    const [still] = await t.db.select().from(activityLog).where(eq(activityLog.id, entry!.id));
    expect(still?.actorName).toBe(entry!.actorName);
  });

  it('is read whole by the owner only; a desk reads one order’s or product’s history', async () => {
    const { id: productId } = await insertProduct(t.db, { categoryId, stock: 5, sizes: [] });
    const order = (await placeOrder(t.app, [{ _id: productId, qty: 1 }])).json().order;
    expect((await read(owner, '')).statusCode).toBe(200);
    expect((await read(ordersDesk, `subject=order:${order._id}`)).statusCode).toBe(200);
    for (const [who, query] of [
      [ordersDesk, ''],
      [ordersDesk, 'subject=order'],
      [ordersDesk, `subject=product:${productId}`],
      [catalogueDesk, `subject=order:${order._id}`],
      [catalogueDesk, 'action=product.update'],
    ] as const)
      expect((await read(who, query)).statusCode, `${who.session.role} ${query}`).toBe(403);
    expect((await read(catalogueDesk, `subject=product:${productId}`)).statusCode).toBe(200);
    expect((await read(customer, `subject=order:${order._id}`)).statusCode).toBe(403);
  });

  it('filters by person, kind and day, and refuses a filter it cannot read', async () => {
    const byDesk = (await read(owner, `actor=${catalogueDesk.session._id}`)).json();
    expect(byDesk.count).toBeGreaterThan(0);
    // The people of the whole log, for the owner's filter, whatever the page shows.
    expect(byDesk.actors.map((a: Entry['actor']) => a.name)).toEqual(
      expect.arrayContaining(['Efua Orders', 'Kwame Catalogue', 'Shop Owner']),
    );
    expect(byDesk.entries.every((e: Entry) => e.actor._id === catalogueDesk.session._id)).toBe(
      true,
    );
    const kind = (await read(owner, 'action=stock.grid')).json();
    expect(kind.entries.map((e: Entry) => e.action)).toEqual(['stock.grid']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await read(owner, `from=${today}&to=${today}`)).json().count).toBe(
      (await read(owner, '')).json().count,
    );
    expect((await read(owner, 'to=2020-01-01')).json().count).toBe(0);
    const bad = await read(owner, 'from=yesterday&action=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['action', 'from']);
  });
});
