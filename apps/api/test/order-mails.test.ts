import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { placeOrder } from './helpers/orders.ts';
import { type Inbox, startInbox } from './helpers/smtp-inbox.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let inbox: Inbox;
let t: TestApp;
beforeAll(async () => {
  inbox = await startInbox();
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, PUBLIC_URL: 'https://shop.adepa.example' },
  });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const to = (address: string) =>
  inbox.messages.filter((m) => JSON.stringify(m.to).includes(address));

describe('order e-mails', () => {
  it('confirms the order to the buyer, tells the shop, and tells the buyer of each status change', async () => {
    const category = await insertCategory(t.db, 'Watches');
    const watch = await insertProduct(t.db, {
      name: 'Casio Watch',
      categoryId: category.id,
      discount: 250,
    });
    const order = (
      await placeOrder(t.app, [{ _id: watch.id, qty: 2, productColor: 'Black' }], undefined, {
        email: 'kofi@example.com',
      })
    ).json().order;
    await t.app.mail.worker.runOnce();

    const [confirmation] = to('kofi@example.com');
    expect(confirmation?.subject).toBe(`We have your order ${order.orderId}`);
    expect(confirmation?.text).toContain('2 × Casio Watch (Black): ₵500.00');
    expect(confirmation?.text).toContain('Items: ₵500.00. Delivery to Ashanti: Free.');
    expect(confirmation?.text).toContain('Total: ₵500.00, to pay when your order is delivered.');
    expect(confirmation?.text).toContain(
      `https://shop.adepa.example/track-order?orderId=${order.orderId}`,
    );
    const [notice] = to('hello@adepa.example');
    expect(notice?.subject).toBe(`New order ${order.orderId}: ₵500.00`);
    expect(notice?.text).toContain('Phone +233244550123');

    const admin = await signUpAdmin(t.app, t.db);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/status-update/${order._id}`,
      headers: bearer(admin),
      payload: { status: 'delivered' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/status-update/${order._id}`,
      headers: bearer(admin),
      payload: { status: 'delivered' },
    });
    await t.app.mail.worker.runOnce();
    const status = to('kofi@example.com').filter((m) => m.subject?.includes('delivered'));
    expect(status).toHaveLength(1);
    expect(status[0]?.subject).toBe(`Your order ${order.orderId} has been delivered`);
  });

  it('sends the buyer nothing when they gave no e-mail, but still tells the shop', async () => {
    const category = await insertCategory(t.db, 'Shoes');
    const shoe = await insertProduct(t.db, { name: 'Sandals', categoryId: category.id });
    const before = inbox.messages.length;
    const order = (
      await placeOrder(t.app, [{ _id: shoe.id, qty: 1 }], undefined, { email: '' })
    ).json().order;
    expect(order.email).toBeNull();
    await t.app.mail.worker.runOnce();
    expect(inbox.messages.length).toBe(before + 1);
    expect(inbox.messages.at(-1)?.subject).toContain(order.orderId);
  });
});
