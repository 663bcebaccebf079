import { setTimeout as sleep } from 'node:timers/promises';
import { paystackSignature } from '../../apps/api/src/payments/index.ts';
import { startFakePaystack } from '../../apps/api/test/helpers/fake-paystack.ts';
import { NO_PAYER_LIMITS } from '../../apps/api/test/helpers/payments.ts';
import { withClient } from '../../tools/database-clients.ts';
import { freePort } from '../../tools/ports.ts';
import { stockedProduct } from '../database.ts';
import { type Scenario, STOCK } from '../scenario.ts';
import { logIn, mobileMoneyOrderOfOne } from '../shop-calls.ts';

// The owner's "Refund through Paystack" with the api killed (SIGKILL) after the refund is claimed
// and before Paystack is called (FAULTS_REFUND_PAUSE_MS holds it there): after the restart, the
// sweeper finds the claim whose lease ran out, lists the transaction's refunds at Paystack (none),
// and makes the refund once; Paystack's webhook then ends it refunded.

const ADMIN = { email: 'faults-admin@example.com', password: 'Faults#Admin2026' };
const LEASE_WAIT_MS = 240_000;

export const refundKilled: Scenario = {
  name: 'refundKilled',
  title:
    'The api killed with SIGKILL between claiming a refund and calling Paystack, then restarted',
  async run(s) {
    const gateway = await startFakePaystack();
    s.cleanUp(() => gateway.close());
    const db = await s.database();
    const env = {
      DATABASE_URL: db.url,
      DATA_DIR: (await s.folder()).path,
      PAYSTACK_SECRET_KEY: gateway.secretKey,
      PAYSTACK_URL: gateway.url,
      // Many orders from one address and one wallet: the payer limits have their own tests.
      ...NO_PAYER_LIMITS,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const port = await freePort();
    const shop = await s.shop({ ...env, FAULTS_REFUND_PAUSE_MS: '120000' }, { port });
    const productId = await withClient(db.url, (c) => stockedProduct(c, STOCK));
    const sql = <T>(text: string, values: unknown[] = []) =>
      withClient(db.url, async (c) => (await c.query(text, values)).rows as T[]);
    const until = async (what: () => Promise<boolean> | boolean, ms: number) => {
      const since = performance.now();
      while (!(await what()) && performance.now() - since < ms) await sleep(500);
      return what();
    };
    const signed = (body: string) => ({
      'content-type': 'application/json',
      'x-paystack-signature': paystackSignature(gateway.secretKey, body),
    });

    // A Mobile Money order, paid, then cancelled by the owner: its money is owed back.
    const placed = await fetch(
      `${shop.url}/api/orders/customer-order`,
      mobileMoneyOrderOfOne(productId),
    );
    const { order } = (await placed.json()) as { order: { _id: string } };
    s.check(
      await until(() => gateway.transactions.size === 1, 60_000),
      'the charge reached Paystack',
    );
    const [reference] = [...gateway.transactions.keys()];
    gateway.approve(reference!);
    const paidBody = JSON.stringify({ event: 'charge.success', data: { reference } });
    await fetch(`${shop.url}/api/payments/paystack/webhook`, {
      method: 'POST',
      headers: signed(paidBody),
      body: paidBody,
    });
    const status = async () =>
      (
        await sql<{ payment_status: string }>('select payment_status from orders where id = $1', [
          order._id,
        ])
      )[0]?.payment_status;
    s.check(await until(async () => (await status()) === 'paid', 60_000), 'the order is paid');
    const { token } = await logIn(shop.url, ADMIN.email, ADMIN.password);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    await fetch(`${shop.url}/api/orders/status-update/${order._id}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ status: 'cancelled' }),
    });
    const [owed] = await sql<{ id: string }>('select id from payment_refunds where order_id = $1', [
      order._id,
    ]);
    s.check(owed !== undefined, 'the cancelled paid order owes a refund');
    if (!owed) return;

    // The owner clicks; the api claims the refund and is killed before it calls Paystack.
    const click = fetch(`${shop.url}/api/orders/record-refund/${owed.id}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ how: 'gateway' }),
    }).catch(() => undefined);
    const refund = async () =>
      (
        await sql<{ state: string; gateway_refund_id: string | null }>(
          'select state, gateway_refund_id from payment_refunds where id = $1',
          [owed.id],
        )
      )[0];
    const claimed = await until(async () => (await refund())?.state === 'processing', 30_000);
    s.check(claimed, 'the refund is claimed (processing) before Paystack is called');
    await shop.kill();
    await click;
    const refundCalls = () =>
      gateway.requests.filter((r) => r.method === 'POST' && r.path === '/refund').length;
    s.check(refundCalls() === 0, 'killed before the call: no refund reached Paystack');

    // Restarted without the pause: the claim's lease runs out, the sweeper resolves it.
    const started = performance.now();
    const again = await s.shop(env, { port });
    const reached = await until(() => gateway.refundsMade.size > 0, LEASE_WAIT_MS);
    console.log(
      `  the refund reached Paystack ${((performance.now() - started) / 1000).toFixed(0)} s after the restart`,
    );
    s.check(reached, 'after the lease, the sweeper made the refund');
    // A few more sweeps: nothing more is made.
    await sleep(25_000);
    s.check(
      refundCalls() === 1 && gateway.refundsMade.size === 1,
      `exactly one refund reached Paystack (${refundCalls()} refund calls, ${gateway.refundsMade.size} refunds made)`,
    );

    gateway.settleRefund(reference!, 'processed');
    const doneBody = JSON.stringify({
      event: 'refund.processed',
      data: {
        status: 'processed',
        transaction_reference: reference,
        refund_reference: 'TRF_faults',
        amount: '0',
      },
    });
    await fetch(`${again.url}/api/payments/paystack/webhook`, {
      method: 'POST',
      headers: signed(doneBody),
      body: doneBody,
    });
    const refunded = await until(async () => (await refund())?.state === 'refunded', 60_000);
    s.check(refunded, `the refund ends refunded (state ${(await refund())?.state})`);
  },
};
