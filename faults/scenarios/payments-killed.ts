import { setTimeout as sleep } from 'node:timers/promises';
import { paystackSignature } from '../../apps/api/src/payments/index.ts';
import { startFakePaystack } from '../../apps/api/test/helpers/fake-paystack.ts';
import { NO_PAYER_LIMITS } from '../../apps/api/test/helpers/payments.ts';
import { withClient } from '../../tools/database-clients.ts';
import { freePort } from '../../tools/ports.ts';
import { stockedProduct } from '../database.ts';
import { streamOrders, summarize } from '../orders-stream.ts';
import { placedIds, type Scenario, STOCK } from '../scenario.ts';
import { mobileMoneyOrderOfOne } from '../shop-calls.ts';

// Mobile Money orders while the api is killed, some charges mid-flight to a gateway that is slow
// to answer: after the restart every order placed has its charge at the gateway exactly once
// (none lost, none made twice), and once the shoppers approve, every order is paid once.

export const paymentsKilled: Scenario = {
  name: 'paymentsKilled',
  title:
    'The api killed with SIGKILL while it takes Mobile Money orders and sends their charges, then restarted',
  async run(s) {
    const gateway = await startFakePaystack();
    s.cleanUp(() => gateway.close());
    // Each answer comes 300 ms after the gateway acted on the call: the kill finds some mid-flight.
    gateway.delayMs = 300;
    const db = await s.database();
    const dataDir = (await s.folder()).path;
    const env = {
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      PAYSTACK_SECRET_KEY: gateway.secretKey,
      PAYSTACK_URL: gateway.url,
      // Many orders from one address and one wallet: the payer limits have their own tests.
      ...NO_PAYER_LIMITS,
    };
    const port = await freePort();
    const shop = await s.shop(env, { port });
    const productId = await withClient(db.url, (c) => stockedProduct(c, STOCK));
    const stream = streamOrders(shop.url, productId, 4, mobileMoneyOrderOfOne);
    await sleep(2000);
    await shop.kill();
    await sleep(500);
    const again = await s.shop(env, { port });
    await sleep(2000);
    await stream.stop();
    const placed = placedIds(stream.outcomes);
    const all = summarize(stream.outcomes);
    console.log(`  ${all.total} requests: ${all.ok} placed, ${all.otherErrors} cut off while down`);
    s.check(placed.length > 0, 'orders were placed before and after the kill');

    // Every order written, those whose reply the kill cut off included.
    const references = await withClient(db.url, async (c) =>
      (await c.query(`select reference from payment_charges where attempt = 1`)).rows.map(
        (row) => row.reference as string,
      ),
    );
    // The charges go out from the outbox; one claimed by the killed process waits for its lease.
    const reached = () => references.filter((r) => gateway.transactions.has(r)).length;
    const since = performance.now();
    while (reached() < references.length && performance.now() - since < 420_000) await sleep(500);
    console.log(
      `  ${reached()} of ${references.length} charges at the gateway after ${((performance.now() - since) / 1000).toFixed(0)} s`,
    );
    s.check(reached() === references.length, 'every order written has its charge at the gateway');
    const charges = gateway.requests.filter((r) => r.path === '/charge');
    const refused = charges.length - gateway.transactions.size;
    s.check(
      gateway.transactions.size === references.length,
      `one transaction per order, none made twice (${references.length} orders, ${charges.length} charge calls, ${refused} refused as seen before)`,
    );

    // Every shopper approves; the gateway tells the shop of half of them, the shop asks about the rest.
    for (const [i, reference] of references.entries()) {
      gateway.approve(reference);
      if (i % 2) continue;
      const body = JSON.stringify({ event: 'charge.success', data: { reference } });
      await fetch(`${again.url}/api/payments/paystack/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': paystackSignature(gateway.secretKey, body),
        },
        body,
      });
    }
    const paid = () =>
      withClient(db.url, async (c) =>
        Number(
          (await c.query(`select count(*) as n from orders where payment_status = 'paid'`)).rows[0]
            ?.n,
        ),
      );
    const approved = performance.now();
    while ((await paid()) < placed.length && performance.now() - approved < 90_000)
      await sleep(500);
    console.log(
      `  ${await paid()} of ${placed.length} paid ${((performance.now() - approved) / 1000).toFixed(0)} s after the approvals`,
    );
    s.check((await paid()) === placed.length, 'every approved order is paid');
    await s.checkBooks(db.url, productId, placed);
  },
};
