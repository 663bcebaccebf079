import { setTimeout as sleep } from 'node:timers/promises';
import { withClient } from '../../tools/database-clients.ts';
import type { ShopProcess } from '../../tools/shop-process.ts';
import { stockedProduct } from '../database.ts';
import { streamOrders, summarize } from '../orders-stream.ts';
import { type Scenario, STOCK } from '../scenario.ts';
import { startSmsGateway } from '../sms-gateway.ts';

export const smsOutage: Scenario = {
  name: 'smsOutage',
  title:
    'The SMS gateway down during a stream of orders (503, then its port closed), two api processes sending',
  async run(s) {
    const gateway = await startSmsGateway();
    s.cleanUp(() => gateway.close());
    const db = await s.database();
    // One DATA_DIR for both, so that they share the secrets the first one stores there.
    const dataDir = (await s.folder()).path;
    const env = { DATABASE_URL: db.url, DATA_DIR: dataDir, ...gateway.env };
    const shops: ShopProcess[] = [];
    for (let i = 0; i < 2; i++) shops.push(await s.shop(env));
    const productId = await withClient(db.url, (c) => stockedProduct(c, STOCK));
    const streams = shops.map((shop) => streamOrders(shop.url, productId, 2));
    const outcomes = () => streams.flatMap((stream) => stream.outcomes);
    await sleep(3000);
    const down = streams.map((stream) => stream.outcomes.length);
    gateway.fail();
    await sleep(4000);
    await gateway.close();
    await sleep(4000);
    await gateway.reopen();
    const during = streams.flatMap((stream, i) => stream.outcomes.slice(down[i]));
    const back = performance.now();
    await sleep(2000);
    await Promise.all(streams.map((stream) => stream.stop()));

    // Backoff would bring every pending SMS back by itself (within about ten seconds after an
    // outage this short); making them due now only shortens that wait. A row claimed by a worker
    // (leased for 6 minutes, so due far later) is left alone: making it due while it is being
    // sent would let the other process send it too.
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
    const totals = summarize(all);
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
      `  ${totals.total} orders over both processes: ${totals.ok} placed (${summarize(during).ok} while the gateway was down), ${totals.total - totals.ok} refused`,
    );
    console.log(
      `  ${rows.length} SMS: ${sent.length} sent, ${attempts} attempts in all; the gateway answered ${gateway.refused()} requests with 503 and ${unreachable} attempts found its port closed; nothing pending ${drained.toFixed(1)} s after it came back`,
    );
    s.check(
      during.length > 0 && summarize(during).ok === during.length,
      'while the gateway is down, every order is still placed',
    );
    s.check(
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
    s.check(
      okIds.length > 0 && incomplete.length === 0,
      `every order placed has its buyer's SMS sent, and a new-order SMS of its own at most (${okIds.length - incomplete.length}/${okIds.length})`,
    );
    const digests = rows.filter((r) => r.reason === 'shop-digest');
    const told = rows.filter((r) => r.reason === 'shop').length;
    const inDigests = digests.reduce((n, r) => n + Number(/^(\d+) new order/.exec(r.text)?.[1]), 0);
    console.log(
      `  the shop heard of ${told} orders on their own and of ${inDigests} in ${digests.length} digest(s)`,
    );
    s.check(
      told + inDigests === okIds.length && digests.every((r) => r.status === 'sent'),
      `the shop heard of every order once, on its own or in a sent digest (${told + inDigests}/${okIds.length})`,
    );
    const confirmed = new Set(okIds);
    const stray = rows.filter(
      (r) => r.reason !== 'shop-digest' && (!r.order_id || !confirmed.has(r.order_id)),
    );
    s.check(stray.length === 0, `no SMS for an order that was refused (${stray.length})`);
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
    s.check(
      twice === 0 && missing === 0 && unknown === 0 && accepted.length === sent.length,
      'the gateway accepted each sent SMS exactly once',
    );
    const messageIds = new Map(accepted.map((m) => [m.clientReference, m.messageId]));
    s.check(
      sent.every((r) => r.gateway_id === messageIds.get(r.id)),
      "each sent row holds the gateway's id for its message",
    );
    await s.checkBooks(db.url, productId, okIds);
  },
};
