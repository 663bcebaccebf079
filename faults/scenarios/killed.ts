import { setTimeout as sleep } from 'node:timers/promises';
import { withClient } from '../../tools/database-clients.ts';
import { freePort } from '../../tools/ports.ts';
import { stockedProduct } from '../database.ts';
import { streamOrders, summarize } from '../orders-stream.ts';
import { placedIds, type Scenario, STOCK } from '../scenario.ts';

export const killed: Scenario = {
  name: 'killed',
  title: 'The api killed with SIGKILL in the middle of a stream of orders, then restarted',
  async run(s) {
    const db = await s.database();
    const port = await freePort();
    const shop = await s.shop({ DATABASE_URL: db.url }, { port });
    const productId = await withClient(db.url, (c) => stockedProduct(c, STOCK));
    const stream = streamOrders(shop.url, productId, 6);
    await sleep(2000);
    await shop.kill();
    await sleep(500);
    await s.shop({ DATABASE_URL: db.url }, { port });
    await sleep(2000);
    await stream.stop();
    const all = summarize(stream.outcomes);
    console.log(
      `  ${all.total} requests: ${all.ok} placed, ${all.otherErrors} cut off or refused while it was down`,
    );
    s.check(all.ok > 0, 'orders were placed before and after the kill');
    await s.checkBooks(db.url, productId, placedIds(stream.outcomes));
  },
};
