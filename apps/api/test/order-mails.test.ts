import { describe, expect, it } from 'vitest';
import { bearer, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { placeOrder } from './helpers/orders.ts';
import { mailShopForFile } from './helpers/smtp-inbox.ts';

const shop = mailShopForFile();

const to = (address: string) =>
  shop.inbox.messages.filter((m) => JSON.stringify(m.to).includes(address));

describe('order e-mails', () => {
  it('confirms the order to the buyer, tells the shop, and tells the buyer of each status change', async () => {
    const category = await insertCategory(shop.t.db, 'Watches');
    const watch = await insertProduct(shop.t.db, {
      name: 'Casio Watch',
      colors: ['Black'],
      categoryId: category.id,
      discount: 250,
    });
    const order = (
      await placeOrder(shop.t.app, [{ _id: watch.id, qty: 2, productColor: 'Black' }], undefined, {
        email: 'kofi@example.com',
      })
    ).json().order;
    await shop.t.app.mail.worker.runOnce();

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

    const admin = await signUpAdmin(shop.t.app, shop.t.db);
    await shop.t.app.inject({
      method: 'POST',
      url: `/api/orders/status-update/${order._id}`,
      headers: bearer(admin),
      payload: { status: 'delivered' },
    });
    await shop.t.app.inject({
      method: 'POST',
      url: `/api/orders/status-update/${order._id}`,
      headers: bearer(admin),
      payload: { status: 'delivered' },
    });
    await shop.t.app.mail.worker.runOnce();
    const status = to('kofi@example.com').filter((m) => m.subject?.includes('delivered'));
    expect(status).toHaveLength(1);
    expect(status[0]?.subject).toBe(`Your order ${order.orderId} has been delivered`);
  });

  it('sends the buyer nothing when they gave no e-mail, but still tells the shop', async () => {
    const category = await insertCategory(shop.t.db, 'Shoes');
    const shoe = await insertProduct(shop.t.db, { name: 'Sandals', categoryId: category.id });
    const before = shop.inbox.messages.length;
    const order = (
      await placeOrder(shop.t.app, [{ _id: shoe.id, qty: 1 }], undefined, { email: '' })
    ).json().order;
    expect(order.email).toBeNull();
    await shop.t.app.mail.worker.runOnce();
    expect(shop.inbox.messages.length).toBe(before + 1);
    expect(shop.inbox.messages.at(-1)?.subject).toContain(order.orderId);
  });
});
