import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOn } from '../src/db/listener.ts';
import { products } from '../src/db/schema.ts';
import { CATALOGUE_CHANGED } from '../src/plugins/catalogue-cache.ts';
import { catalogueNoticed, untilNoticed } from './helpers/catalogue-noticed.ts';
import { insertCategory, insertProduct } from './helpers/factories.ts';
import { placeOrder } from './helpers/orders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// On PostgreSQL several api processes share the database. Each keeps the catalogue's versions
// for a moment instead of reading them for every request, and an edit of the catalogue through
// any process reaches the others by the notice its commit sends (migration 0031).

describe.runIf(process.env.TEST_DATABASE === 'postgres')('catalogue notices', () => {
  let t: TestApp;
  let productId: string;
  const listeners: pg.Client[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { GUEST_ORDERS_PER_PHONE: '0' } });
    const category = await insertCategory(t.db, 'Watches');
    productId = (await insertProduct(t.db, { categoryId: category.id, stock: 50 })).id;
  });
  afterAll(async () => {
    await Promise.all(listeners.map((client) => client.end()));
    await t.close();
  });

  /** What a connection listening on the channel is told, payloads in order. */
  async function listener() {
    const client = new pg.Client({ connectionString: t.database.url });
    listeners.push(client);
    const told: string[] = [];
    client.on('notification', (message) => told.push(message.payload ?? ''));
    client.on('error', () => {}); // A test below ends every listening connection but its own.
    await client.connect();
    await client.query(`LISTEN ${CATALOGUE_CHANGED}`);
    return { client, told };
  }

  const rename = (name: string) =>
    t.db.update(products).set({ name }).where(eq(products.id, productId));

  it('is sent by a commit that edits the catalogue, and by no order', async () => {
    const { client, told } = await listener();
    expect((await placeOrder(t.app, [{ _id: productId, qty: 1 }])).statusCode).toBe(201);
    // Notices arrive in the order of their commits: one sent after the order comes after any
    // the order sent.
    await client.query(`select pg_notify('${CATALOGUE_CHANGED}', 'after the order')`);
    await untilNoticed(() => expect(told).toContain('after the order'));
    expect(told).toEqual(['after the order']);

    await rename('Kente Watch');
    await untilNoticed(() => expect(told).toEqual(['after the order', '']));
  });

  it('lets cached answers ask the database nothing between notices, and shows an edit once told', async () => {
    const details = async () =>
      (await t.app.inject(`/api/products/get-product-details/${productId}`)).json().product;
    await details();
    t.sql.reset();
    await details();
    expect(t.sql.statements).toEqual([]);

    await rename('Adinkra Watch');
    await catalogueNoticed(t);
    expect((await details()).name).toBe('Adinkra Watch');
  });

  it('listens again on a new connection when its connection is lost', async () => {
    let notices = 0;
    const stop = await listenOn(pg.Client, t.database.url!, CATALOGUE_CHANGED, () => notices++, 50);
    try {
      expect(notices).toBe(1); // At the start of listening: anything before it is unknown.
      const { client } = await listener();
      await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN %'`,
      );
      // Told when the connection is lost, and again once listening anew.
      await untilNoticed(() => expect(notices).toBe(3));
      await rename('Kente Watch');
      await untilNoticed(() => expect(notices).toBe(4));
    } finally {
      await stop();
    }
  });
});
