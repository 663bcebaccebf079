// `npm run faults`: the shop attacked by its own infrastructure. It stops the machine's PostgreSQL
// for 10 s, kills the api with SIGKILL and with SIGTERM, and takes the mail server away, each
// during a stream of orders, then checks the books: no order lost, none without lines, no stock
// taken without an order. It takes the SMS gateway away (503, then its port closed) while two api
// processes take orders, and checks that every order's SMS reaches the gateway exactly once.
// Then it fills the uploads folder's disk and makes it read-only. On the embedded database
// (PGlite) it kills the api with SIGKILL in a stream of orders five times, checking the books
// after each restart, and fills the database's disk while orders come in. It prints what it did
// and the figures, and exits 1 if a check failed. `npm run faults -- <name>` runs one scenario
// (databaseOutage, killed, terminated, mailOutage, smsOutage, uploadsDisk, killedEmbedded,
// diskFullEmbedded).
import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { IMAGE_STORAGE_UNAVAILABLE } from '@adepa/contract/images';
import { SMTPServer } from 'smtp-server';
import { compareBooks, ordersFound, readBooks } from '../tools/books.ts';
import { type Queryable, withClient, withEmbedded } from '../tools/database-clients.ts';
import { freePort } from '../tools/ports.ts';
import { scratchDatabase } from '../tools/scratch-database.ts';
import { scratchDir } from '../tools/scratch-dir.ts';
import { type ShopProcess, startShop } from '../tools/shop-process.ts';
import { postgres, stockedProduct } from './database.ts';
import {
  fillDisk,
  makeReadOnly,
  mountFullDisk,
  mountSmallDisk,
  removeFiller,
  unmount,
} from './disk.ts';
import { streamOrders, summarize } from './orders-stream.ts';
import { logIn, placeOrder, statusOf, uploadPicture } from './shop-calls.ts';
import { startSmsGateway } from './sms-gateway.ts';

const STOCK = 1_000_000;
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
const base = {
  SEED_DEMO: 'false',
  LOG_LEVEL: 'fatal',
  ANONYMOUS_WRITES_PER_MINUTE: '1000000',
  // Every order here comes from one phone number and asks for SMS: the limits on those are lifted.
  GUEST_ORDERS_PER_PHONE: '0',
  SMS_PER_NUMBER_PER_DAY: '0',
  SMS_PER_HOUR: '0',
  BACKUP_EVERY_HOURS: '0',
};

async function checkBooks(url: string, productId: string, okIds: string[]) {
  await withClient(url, (c) => reportBooks(c, productId, okIds));
}

/** The fault product's books against the orders answered 2xx; it went on the shelf unordered. */
async function reportBooks(c: Queryable, productId: string, okIds: string[]) {
  const books = await readBooks(c, [productId]);
  const found = await ordersFound(c, okIds);
  const shelved = new Map([[productId, { name: 'Fault Fan', stock: STOCK, held: 0 }]]);
  const moved = compareBooks(shelved, books.shelves);
  console.log(
    `  books: ${books.orders} orders, ${moved.unitsOrdered} units ordered, stock ${STOCK} -> ${books.shelves.get(productId)?.stock}`,
  );
  check(
    found === okIds.length,
    `every order answered 2xx is in the database (${found}/${okIds.length})`,
  );
  check(books.ordersWithoutLines === 0, 'no order without lines');
  check(
    moved.disagreements.length === 0,
    'stock taken equals units ordered: none taken without an order',
  );
}

async function databaseOutage() {
  console.log('\n1. PostgreSQL stopped for 10 s during a stream of orders');
  const db = await scratchDatabase('adepa_faults');
  const shop = await startShop({ ...base, DATABASE_URL: db.url });
  const productId = await withClient(db.url, (c) => stockedProduct(c, STOCK));
  try {
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
    const s = summarize(stream.outcomes);
    console.log(
      `  ${s.total} requests: ${s.ok} placed (${s.okLatency}), ${s.unavailable} refused with 503 (${s.unavailableLatency}), ${s.otherErrors} other`,
    );
    const downtime = summarize(during.slice(Math.min(20, during.length)));
    check(
      downtime.unavailable > 0 && downtime.ok === 0,
      'while it is down, orders are refused with 503',
    );
    check(s.unavailableWithError === s.unavailable, 'every 503 carries an error');
    check(
      during.every((o) => o.status !== 503 || o.ms < 6000),
      'refusals come fast (under 6 s each)',
    );
    check(
      summarize(after.slice(-10)).ok === Math.min(10, after.length) && after.length > 0,
      'afterwards the api serves again without a restart',
    );
    await checkBooks(
      db.url,
      productId,
      stream.outcomes.flatMap((o) => o.orderId ?? []),
    );
  } finally {
    postgres('start');
    await shop.kill();
    await db.drop();
  }
}

async function killed() {
  console.log(
    '\n2. The api killed with SIGKILL in the middle of a stream of orders, then restarted',
  );
  const db = await scratchDatabase('adepa_faults');
  const port = await freePort();
  let shop = await startShop({ ...base, DATABASE_URL: db.url }, { port });
  const productId = await withClient(db.url, (c) => stockedProduct(c, STOCK));
  try {
    const stream = streamOrders(shop.url, productId, 6);
    await sleep(2000);
    await shop.kill();
    await sleep(500);
    shop = await startShop({ ...base, DATABASE_URL: db.url }, { port });
    await sleep(2000);
    await stream.stop();
    const s = summarize(stream.outcomes);
    console.log(
      `  ${s.total} requests: ${s.ok} placed, ${s.otherErrors} cut off or refused while it was down`,
    );
    check(s.ok > 0, 'orders were placed before and after the kill');
    await checkBooks(
      db.url,
      productId,
      stream.outcomes.flatMap((o) => o.orderId ?? []),
    );
  } finally {
    await shop.kill();
    await db.drop();
  }
}

async function terminated() {
  console.log('\n3. SIGTERM during a stream of orders');
  const db = await scratchDatabase('adepa_faults');
  const shop = await startShop({ ...base, DATABASE_URL: db.url });
  const productId = await withClient(db.url, (c) => stockedProduct(c, STOCK));
  try {
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
    check(code === 0, 'the process exits cleanly (code 0)');
    check(cut.length === 0, 'no request in flight was cut off');
    await checkBooks(
      db.url,
      productId,
      stream.outcomes.flatMap((o) => o.orderId ?? []),
    );
  } finally {
    await shop.kill();
    await db.drop();
  }
}

async function mailOutage() {
  console.log('\n4. The mail server down for a while');
  const received: string[] = [];
  const smtpPort = await freePort();
  const startSmtp = async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, done) {
        let raw = '';
        stream.on('data', (chunk) => (raw += chunk));
        stream.on('end', () => {
          received.push(/^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? raw.length.toString());
          done();
        });
      },
    });
    server.listen(smtpPort, '127.0.0.1');
    await once(server.server, 'listening');
    return server;
  };
  const db = await scratchDatabase('adepa_faults');
  const shop = await startShop({
    ...base,
    DATABASE_URL: db.url,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  });
  const productId = await withClient(db.url, (c) => stockedProduct(c, STOCK));
  try {
    const orders = 10;
    for (let i = 0; i < orders; i++) {
      await fetch(`${shop.url}/api/orders/customer-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Mail Tester',
          email: `buyer${i}@example.com`,
          phoneNumber: '0244550123',
          province: 'Ashanti',
          area: 'Adum',
          products: [{ _id: productId, qty: 1 }],
        }),
      });
    }
    console.log(
      `  ${orders} orders placed with the mail server down (${orders * 2} mails: buyer and shop)`,
    );
    await sleep(5000);
    check(received.length === 0, 'nothing was delivered while the server was down');
    const server = await startSmtp();
    const started = performance.now();
    while (received.length < orders * 2 && performance.now() - started < 90_000) await sleep(250);
    await sleep(3000);
    server.close();
    console.log(
      `  ${received.length} mails arrived within ${((performance.now() - started) / 1000).toFixed(1)} s of the server coming back`,
    );
    check(received.length === orders * 2, 'every mail arrived');
    check(new Set(received).size === received.length, 'each mail arrived exactly once');
  } finally {
    await shop.kill();
    await db.drop();
  }
}

async function smsOutage() {
  console.log(
    '\n5. The SMS gateway down during a stream of orders (503, then its port closed), two api processes sending',
  );
  const gateway = await startSmsGateway();
  const db = await scratchDatabase('adepa_faults');
  // One DATA_DIR for both, so that they share the secrets the first one stores there.
  const scratch = await scratchDir('adepa-faults-');
  const dataDir = scratch.path;
  const env = { ...base, DATABASE_URL: db.url, DATA_DIR: dataDir, ...gateway.env };
  const shops: ShopProcess[] = [];
  try {
    for (let i = 0; i < 2; i++) shops.push(await startShop(env));
    const productId = await withClient(db.url, (c) => stockedProduct(c, STOCK));
    const streams = shops.map((shop) => streamOrders(shop.url, productId, 2));
    const outcomes = () => streams.flatMap((s) => s.outcomes);
    await sleep(3000);
    const down = streams.map((s) => s.outcomes.length);
    gateway.fail();
    await sleep(4000);
    await gateway.close();
    await sleep(4000);
    await gateway.reopen();
    const during = streams.flatMap((s, i) => s.outcomes.slice(down[i]));
    const back = performance.now();
    await sleep(2000);
    await Promise.all(streams.map((s) => s.stop()));

    // Backoff would bring every pending SMS back by itself (within about ten seconds after an
    // outage this short); making them due now only shortens that wait. A row claimed by a worker (leased for 6 minutes, so due far later)
    // is left alone: making it due while it is being sent would let the other process send it too.
    await withClient(db.url, (c) =>
      c.query(
        `update sms_outbox set next_attempt_at = now() where status = 'pending' and next_attempt_at < now() + interval '3 minutes'`,
      ),
    );
    const pending = () =>
      withClient(db.url, async (c) =>
        Number(
          (await c.query(`select count(*) as n from sms_outbox where status = 'pending'`)).rows[0]
            ?.n,
        ),
      );
    while ((await pending()) > 0 && performance.now() - back < 60_000) await sleep(250);
    const drained = (performance.now() - back) / 1000;
    // Orders placed within a minute of the shop's last new-order SMS wait for the next digest;
    // a minute is made to have passed, and the processes send it within their next round.
    const waitingForDigest = () =>
      withClient(db.url, async (c) => {
        await c.query(
          `update sms_outbox set created_at = created_at - interval '2 minutes' where reason in ('shop', 'shop-digest')`,
        );
        const waiting = await c.query('select count(*) as n from orders where shop_notice_pending');
        return Number(waiting.rows[0]?.n) + (await pending());
      });
    while ((await waitingForDigest()) > 0 && performance.now() - back < 90_000) await sleep(500);

    const all = outcomes();
    const s = summarize(all);
    const okIds = all.flatMap((o) => (o.status === 201 && o.orderId ? [o.orderId] : []));
    const rows = await withClient(db.url, async (c) => {
      const result = await c.query(
        'select id, order_id, reason, status, attempts, gateway_id, text from sms_outbox',
      );
      return result.rows as {
        id: string;
        order_id: string | null;
        reason: string;
        status: string;
        attempts: number;
        gateway_id: string | null;
        text: string;
      }[];
    });
    const sent = rows.filter((r) => r.status === 'sent');
    const attempts = rows.reduce((sum, r) => sum + r.attempts, 0);
    const accepted = gateway.accepted();
    const unreachable = attempts - gateway.requests();
    console.log(
      `  ${s.total} orders over both processes: ${s.ok} placed (${summarize(during).ok} while the gateway was down), ${s.total - s.ok} refused`,
    );
    console.log(
      `  ${rows.length} SMS: ${sent.length} sent, ${attempts} attempts in all; the gateway answered ${gateway.refused()} requests with 503 and ${unreachable} attempts found its port closed; nothing pending ${drained.toFixed(1)} s after it came back`,
    );
    check(
      during.length > 0 && summarize(during).ok === during.length,
      'while the gateway is down, every order is still placed',
    );
    check(
      gateway.refused() > 0 && unreachable > 0,
      'senders met both the 503s and the closed port',
    );
    const byOrder = new Map<string, typeof rows>();
    for (const row of rows) {
      const key = row.order_id ?? '';
      byOrder.set(key, [...(byOrder.get(key) ?? []), row]);
    }
    const incomplete = okIds.filter((id) => {
      const own = byOrder.get(id) ?? [];
      const reasons = own
        .map((r) => r.reason)
        .sort()
        .join();
      return (
        (reasons !== 'placed' && reasons !== 'placed,shop') || own.some((r) => r.status !== 'sent')
      );
    });
    check(
      okIds.length > 0 && incomplete.length === 0,
      `every order placed has its buyer's SMS sent, and a new-order SMS of its own at most (${okIds.length - incomplete.length}/${okIds.length})`,
    );
    const digests = rows.filter((r) => r.reason === 'shop-digest');
    const told = rows.filter((r) => r.reason === 'shop').length;
    const inDigests = digests.reduce((n, r) => n + Number(/^(\d+) new order/.exec(r.text)?.[1]), 0);
    console.log(
      `  the shop heard of ${told} orders on their own and of ${inDigests} in ${digests.length} digest(s)`,
    );
    check(
      told + inDigests === okIds.length && digests.every((r) => r.status === 'sent'),
      `the shop heard of every order once, on its own or in a sent digest (${told + inDigests}/${okIds.length})`,
    );
    const confirmed = new Set(okIds);
    const stray = rows.filter(
      (r) => r.reason !== 'shop-digest' && (!r.order_id || !confirmed.has(r.order_id)),
    );
    check(stray.length === 0, `no SMS for an order that was refused (${stray.length})`);
    const byReference = new Map<string, number>();
    for (const m of accepted)
      byReference.set(m.clientReference, (byReference.get(m.clientReference) ?? 0) + 1);
    const twice = [...byReference.values()].filter((n) => n > 1).length;
    const missing = sent.filter((r) => !byReference.has(r.id)).length;
    const sentIds = new Set(sent.map((r) => r.id));
    const unknown = [...byReference.keys()].filter((ref) => !sentIds.has(ref)).length;
    console.log(
      `  the gateway accepted ${accepted.length} messages: ${twice} ClientReferences twice, ${missing} sent rows missing, ${unknown} not a sent row`,
    );
    check(
      twice === 0 && missing === 0 && unknown === 0 && accepted.length === sent.length,
      'the gateway accepted each sent SMS exactly once',
    );
    const messageIds = new Map(accepted.map((m) => [m.clientReference, m.messageId]));
    check(
      sent.every((r) => r.gateway_id === messageIds.get(r.id)),
      "each sent row holds the gateway's id for its message",
    );
    await checkBooks(db.url, productId, okIds);
  } finally {
    for (const shop of shops) {
      await shop.kill();
    }
    await gateway.close();
    await db.drop();
    await scratch.remove();
  }
}

async function uploadsDisk() {
  console.log(
    '\n6. DATA_DIR/uploads on a full disk, then on a read-only one, while the shop serves',
  );
  const db = await scratchDatabase('adepa_faults');
  const scratch = await scratchDir('adepa-faults-');
  const dataDir = scratch.path;
  const uploads = path.join(dataDir, 'uploads');
  await mkdir(uploads, { recursive: true });
  const admin = { email: 'faults.admin@example.com', password: 'Akwaaba#2026' };
  const shop = await startShop({
    ...base,
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  const productId = await withClient(db.url, (c) => stockedProduct(c, STOCK));
  try {
    const { token } = await logIn(shop.url, admin.email, admin.password);
    if (!token) throw new Error('the admin could not log in');
    const before = await uploadPicture(shop.url, token);
    check(before.status === 201, `before: a picture is stored (${before.status})`);

    // The rest of the shop, while uploads cannot be stored.
    const shopStillWorks = async (when: string) => {
      const listing = await statusOf(`${shop.url}/api/home/query-products?pageNumber=1`);
      const details = await statusOf(`${shop.url}/api/products/get-product-details/${productId}`);
      const login = (await logIn(shop.url, admin.email, admin.password)).status;
      const order = await placeOrder(shop.url, productId);
      console.log(
        `  ${when}: listing ${listing}, product ${details}, log-in ${login}, order ${order}`,
      );
      check(
        listing === 200 && details === 200 && login === 200 && order === 201,
        `${when}, browsing, log-in and ordering still work`,
      );
    };
    /** An upload now is refused with 507 and leaves no file but the disk's own `filler`. */
    const uploadIsRefused = async (when: string, filler: string) => {
      const answer = await uploadPicture(shop.url, token);
      const left = readdirSync(uploads).filter((name) => path.join(uploads, name) !== filler);
      console.log(`  ${when}: upload answered ${answer.status} ${JSON.stringify(answer.body)}`);
      check(
        answer.status === 507 &&
          (answer.body as { error?: string }).error === IMAGE_STORAGE_UNAVAILABLE,
        `${when}, an upload answers 507 with "The server cannot store pictures right now..."`,
      );
      check(left.length === 0, `${when}, no partial file is left behind ${left.join(' ')}`.trim());
    };

    const filler = mountFullDisk(uploads);
    await uploadIsRefused('disk full', filler);
    await shopStillWorks('disk full');

    makeReadOnly(uploads);
    await uploadIsRefused('read-only', filler);
    await shopStillWorks('read-only');

    unmount(uploads);
    const after = await uploadPicture(shop.url, token);
    const [stored] = (after.body as { public_id: string }[] | undefined) ?? [];
    console.log(`  space back: upload answered ${after.status}`);
    check(
      after.status === 201 && existsSync(path.join(uploads, `${stored?.public_id}.webp`)),
      'once the disk takes files again, uploads are stored again without a restart',
    );
  } finally {
    unmount(uploads);
    await shop.kill();
    await db.drop();
    await scratch.remove();
  }
}

async function killedEmbedded() {
  console.log(
    '\n7. The api on the embedded database killed with SIGKILL in a stream of orders, five rounds',
  );
  const scratch = await scratchDir('adepa-faults-');
  const dataDir = scratch.path;
  const env = { ...base, DATABASE_URL: '', DATA_DIR: dataDir };
  const port = await freePort();
  // The first start creates the database; the product goes in while the shop is stopped.
  let shop = await startShop(env, { port });
  await shop.stop();
  const productId = await withEmbedded(dataDir, (c) => stockedProduct(c, STOCK));
  const okIds: string[] = [];
  try {
    for (let round = 1; round <= 5; round++) {
      // Each start takes over the lock the killed process left behind.
      shop = await startShop(env, { port });
      const stream = streamOrders(shop.url, productId, 6);
      await sleep(1000 + Math.random() * 1500);
      await shop.kill();
      await stream.stop();
      const placed = stream.outcomes.flatMap((o) => o.orderId ?? []);
      okIds.push(...placed);
      console.log(`  round ${round}: ${placed.length} placed, then killed`);
      await withEmbedded(dataDir, (c) => reportBooks(c, productId, okIds));
    }
  } finally {
    await shop.kill();
    await scratch.remove();
  }
}

async function diskFullEmbedded() {
  console.log('\n8. The embedded database on a full disk during a stream of orders');
  const scratch = await scratchDir('adepa-faults-');
  const dataDir = scratch.path;
  const dbDir = path.join(dataDir, 'db');
  await mkdir(dbDir);
  mountSmallDisk(dbDir, '96m');
  const env = { ...base, DATABASE_URL: '', DATA_DIR: dataDir };
  const port = await freePort();
  let shop = await startShop(env, { port });
  await shop.stop();
  const productId = await withEmbedded(dataDir, (c) => stockedProduct(c, STOCK));
  shop = await startShop(env, { port });
  try {
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
    check(d.otherErrors === 0, 'while the disk is full, an order is placed or refused with 503');
    check(d.unavailableWithError === d.unavailable, 'every 503 carries an error');
    const a = summarize(after.slice(-10));
    check(
      after.length > 0 && a.ok === Math.min(10, after.length),
      'once space is back, orders are placed again without a restart',
    );
    await shop.stop();
    const okIds = stream.outcomes.flatMap((o) => o.orderId ?? []);
    await withEmbedded(dataDir, (c) => reportBooks(c, productId, okIds));
  } finally {
    await shop.kill();
    unmount(dbDir);
    await scratch.remove();
  }
}

const only = process.argv[2];
for (const scenario of [
  databaseOutage,
  killed,
  terminated,
  mailOutage,
  smsOutage,
  uploadsDisk,
  killedEmbedded,
  diskFullEmbedded,
].filter((s) => !only || s.name === only)) {
  try {
    await scenario();
  } catch (error) {
    check(false, `${scenario.name} could not run: ${(error as Error).message}`);
  }
}
console.log(
  `\n${failures.length === 0 ? 'All fault checks passed.' : `${failures.length} fault check(s) failed.`}`,
);
process.exit(failures.length ? 1 : 0);
