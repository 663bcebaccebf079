import { setTimeout as sleep } from 'node:timers/promises';
import { withClient } from '../../tools/database-clients.ts';
import { postgres, stockedProduct } from '../database.ts';
import { streamOrders, summarize } from '../orders-stream.ts';
import { placedIds, type Scenario, STOCK } from '../scenario.ts';

export const databaseOutage: Scenario = {
  name: 'databaseOutage',
  title: 'PostgreSQL stopped for 10 s during a stream of orders',
  async run(s) {
    const db = await s.database();
    const shop = await s.shop({ DATABASE_URL: db.url });
    const productId = await withClient(db.url, (c) => stockedProduct(c, STOCK));
    s.cleanUp(() => postgres('start'));
    const stream = streamOrders(shop.url, productId);
    await sleep(3000);
    const before = stream.outcomes.length;
    postgres('stop');
    await sleep(10_000);
    const during = stream.outcomes.slice(before);
    postgres('start');
    await sleep(5000);
    const after = stream.outcomes.slice(before + during.length);
    await stream.stop();
    const all = summarize(stream.outcomes);
    console.log(
      `  ${all.total} requests: ${all.ok} placed (${all.okLatency}), ${all.unavailable} refused with 503 (${all.unavailableLatency}), ${all.otherErrors} other`,
    );
    const downtime = summarize(during.slice(Math.min(20, during.length)));
    s.check(
      downtime.unavailable > 0 && downtime.ok === 0,
      'while it is down, orders are refused with 503',
    );
    s.check(all.unavailableWithError === all.unavailable, 'every 503 carries an error');
    s.check(
      during.every((o) => o.status !== 503 || o.ms < 6000),
      'refusals come fast (under 6 s each)',
    );
    s.check(
      summarize(after.slice(-10)).ok === Math.min(10, after.length) && after.length > 0,
      'afterwards the api serves again without a restart',
    );
    await s.checkBooks(db.url, productId, placedIds(stream.outcomes));
  },
};
