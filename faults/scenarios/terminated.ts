import { setTimeout as sleep } from 'node:timers/promises';
import { withClient } from '../../tools/database-clients.ts';
import { stockedProduct } from '../database.ts';
import { streamOrders, summarize } from '../orders-stream.ts';
import { placedIds, type Scenario, STOCK } from '../scenario.ts';

export const terminated: Scenario = {
  name: 'terminated',
  title: 'SIGTERM during a stream of orders',
  async run(s) {
    const db = await s.database();
    const shop = await s.shop({ DATABASE_URL: db.url });
    const productId = await withClient(db.url, (c) => stockedProduct(c, STOCK));
    const stream = streamOrders(shop.url, productId, 6);
    await sleep(1500);
    const signalled = performance.now();
    const code = await shop.stop();
    const exitMs = performance.now() - signalled;
    await stream.stop();
    const cut = stream.outcomes.filter(
      (o) => o.status === 0 && !/ECONNREFUSED|fetch failed/.test(o.error ?? ''),
    );
    const refused = stream.outcomes.filter((o) => o.status === 0).length - cut.length;
    console.log(
      `  exit code ${code} after ${exitMs.toFixed(0)} ms; ${summarize(stream.outcomes).ok} placed, ${refused} new requests refused`,
    );
    s.check(code === 0, 'the process exits cleanly (code 0)');
    s.check(cut.length === 0, 'no request in flight was cut off');
    await s.checkBooks(db.url, productId, placedIds(stream.outcomes));
  },
};
