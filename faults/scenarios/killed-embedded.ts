import { setTimeout as sleep } from 'node:timers/promises';
import { withEmbedded } from '../../tools/database-clients.ts';
import { freePort } from '../../tools/ports.ts';
import { stockedProduct } from '../database.ts';
import { streamOrders } from '../orders-stream.ts';
import { placedIds, type Scenario, STOCK } from '../scenario.ts';

export const killedEmbedded: Scenario = {
  name: 'killedEmbedded',
  title: 'The api on the embedded database killed with SIGKILL in a stream of orders, five rounds',
  async run(s) {
    const dataDir = (await s.folder()).path;
    const env = { DATABASE_URL: '', DATA_DIR: dataDir };
    const port = await freePort();
    // The first start creates the database; the product goes in while the shop is stopped.
    await (await s.shop(env, { port })).stop();
    const productId = await withEmbedded(dataDir, (c) => stockedProduct(c, STOCK));
    const okIds: string[] = [];
    for (let round = 1; round <= 5; round++) {
      // Each start takes over the lock the killed process left behind.
      const shop = await s.shop(env, { port });
      const stream = streamOrders(shop.url, productId, 6);
      await sleep(1000 + Math.random() * 1500);
      await shop.kill();
      await stream.stop();
      const placed = placedIds(stream.outcomes);
      okIds.push(...placed);
      console.log(`  round ${round}: ${placed.length} placed, then killed`);
      await withEmbedded(dataDir, (c) => s.reportBooks(c, productId, okIds));
    }
  },
};
