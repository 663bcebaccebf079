import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { withEmbedded } from '../../tools/database-clients.ts';
import { freePort } from '../../tools/ports.ts';
import { stockedProduct } from '../database.ts';
import { fillDisk, mountSmallDisk, removeFiller, unmount } from '../disk.ts';
import { streamOrders, summarize } from '../orders-stream.ts';
import { placedIds, type Scenario, STOCK } from '../scenario.ts';

export const diskFullEmbedded: Scenario = {
  name: 'diskFullEmbedded',
  title: 'The embedded database on a full disk during a stream of orders',
  async run(s) {
    const dataDir = (await s.folder()).path;
    const dbDir = path.join(dataDir, 'db');
    await mkdir(dbDir);
    mountSmallDisk(dbDir, '96m');
    s.cleanUp(() => unmount(dbDir));
    const env = { DATABASE_URL: '', DATA_DIR: dataDir };
    const port = await freePort();
    await (await s.shop(env, { port })).stop();
    const productId = await withEmbedded(dataDir, (c) => stockedProduct(c, STOCK));
    const shop = await s.shop(env, { port });
    const stream = streamOrders(shop.url, productId, 4);
    await sleep(1500);
    const filler = fillDisk(dbDir);
    const full = stream.outcomes.length;
    await sleep(8000);
    const during = stream.outcomes.slice(full);
    removeFiller(filler);
    await sleep(4000);
    const after = stream.outcomes.slice(full + during.length);
    await stream.stop();
    const d = summarize(during);
    console.log(
      `  while full: ${d.total} requests, ${d.ok} placed (the write-ahead log had room), ${d.unavailable} refused with 503, ${d.otherErrors} other`,
    );
    s.check(d.otherErrors === 0, 'while the disk is full, an order is placed or refused with 503');
    s.check(d.unavailableWithError === d.unavailable, 'every 503 carries an error');
    const a = summarize(after.slice(-10));
    s.check(
      after.length > 0 && a.ok === Math.min(10, after.length),
      'once space is back, orders are placed again without a restart',
    );
    await shop.stop();
    await withEmbedded(dataDir, (c) => s.reportBooks(c, productId, placedIds(stream.outcomes)));
  },
};
