import { randomBytes } from 'node:crypto';
import { reopenShortageMessage } from '@adepa/contract/order-messages';
import { PAYMENT_HOLD_MINUTES } from '@adepa/contract/payments';
import type { Tx } from '../db/client.ts';
import { NotFound, PaymentRefused } from '../lib/domain-errors.ts';
import type { ServiceDeps } from '../plugins/service-deps.ts';
import type { PayableOrder, PayableOrders } from './payable-orders.ts';
import { changePayment, type PaymentEvent, type PaymentState } from './payment-state.ts';
import { checkPromptLimits, type Payer } from './prompt-limits.ts';
import { insertRefund } from './refund-repository.ts';
import { insertCharge, type NewCharge } from './repository.ts';
import type { Requester } from './requester.ts';
import { useWalletCode } from './wallet-codes.ts';

// What happens to an order when something happens to its money (payment-state.ts decides; this
// carries it out through the orders' port, payable-orders.ts): the order row locked, its payment
// changed, stock given back or taken again, a charge written to send, a refund owed recorded, and
// the shopper's and the shop's messages written, all in one transaction. A Mobile Money order's
// "order placed" messages wait until it is paid or its shopper chooses payment on delivery: until
// then it is not yet an order to deliver.

/**
 * The refunds a cancelled (or deleted) order owes: the money that paid it. Its stock is the
 * caller's to give back, as for any order.
 */
export async function recordCancellationRefunds(tx: Tx, row: PayableOrder): Promise<void> {
  const change = changePayment(paymentOf(row), { kind: 'cancel' });
  if (!change.ok) return;
  for (const step of change.steps)
    if (step.do === 'refund') await insertRefund(tx, { orderId: row.id, ...step });
}

/** The wallet a new charge takes the money from. */
export type Wallet = { network: 'mtn' | 'telecel' | 'airteltigo'; wallet: string };

export function paymentOf(row: PayableOrder): PaymentState {
  return {
    method: row.paymentMethod as PaymentState['method'],
    status: row.paymentStatus as PaymentState['status'],
    totalPesewas: row.totalPesewas,
    references: row.paymentReferences,
    paidBy: row.paidBy ?? undefined,
    holdsStock: row.stockReturnedAt === null,
    // A deleted order is cancelled too, as far as its money goes: a payment for it is owed back.
    cancelled: row.deliveryStatus === 'cancelled' || row.deletedAt !== null,
    flag: (row.paymentFlag as PaymentState['flag']) ?? undefined,
  };
}

/** A charge's reference: the order's number and a random tail, new for every attempt. */
export function newReference(orderNumber: string): string {
  return `${orderNumber}-${randomBytes(4).toString('hex')}`;
}

/** The address the gateway's receipt goes to: the buyer's, or the shop's own, tagged by order. */
function chargeEmail(order: { email: string | null; orderNumber: string }, shopEmail: string) {
  if (order.email) return order.email;
  const [local, domain] = shopEmail.split('@');
  return `${local}+${order.orderNumber.toLowerCase()}@${domain}`;
}

/** The charge of the order's whole total from `wallet`, under a reference of its own. */
export function orderCharge(
  order: { id: string; totalPesewas: number; email: string | null; orderNumber: string },
  reference: string,
  wallet: Wallet,
  requester: Requester,
  shopEmail: string,
): NewCharge {
  return {
    orderId: order.id,
    reference,
    network: wallet.network,
    wallet: wallet.wallet,
    amountPesewas: order.totalPesewas,
    email: chargeEmail(order, shopEmail),
    clientAddress: requester.address,
    customerId: requester.customerId,
  };
}

/** The payer a charge's limits count: its wallet, and who asked for it. */
export function payerOf(wallet: Wallet, requester: Requester): Payer {
  return { wallet: wallet.wallet, ...requester };
}

export function holdUntil(from = new Date()): Date {
  return new Date(from.getTime() + PAYMENT_HOLD_MINUTES * 60_000);
}

export function createOrderPayments(
  { db, shop, limits }: Pick<ServiceDeps, 'db' | 'shop' | 'limits'>,
  orders: PayableOrders,
) {
  /**
   * Applies one event to the order's payment and answers the order's payment as it now stands.
   * An event its state refuses throws PaymentRefused when `refusals` is 'throw' (a shopper's
   * request), and changes nothing otherwise (the gateway's news, the sweeper).
   */
  async function apply(
    orderId: string,
    event: PaymentEvent,
    options: {
      wallet?: Wallet;
      requester?: Requester;
      refusals?: 'throw' | 'ignore';
      /** A guest's checked code for `wallet` (guest-wallet.ts), used by the charge. */
      walletCodeId?: string;
    } = {},
  ): Promise<PaymentState> {
    let wrote = false;
    const payment = await db.transaction(async (tx) => {
      const row = await orders.lock(tx, orderId);
      if (!row) throw new NotFound('Order');
      const before = paymentOf(row);
      const change = changePayment(before, event);
      if (!change.ok) {
        if (options.refusals === 'throw') throw new PaymentRefused(change.refusal);
        return before;
      }
      const after = change.payment;
      // Counted before any stock moves: prompt locks are taken before product rows, as placing
      // an order takes them, so two transactions never wait on each other.
      const { wallet, requester } = options;
      if (change.steps.some((step) => step.do === 'charge')) {
        if (!wallet || !requester) throw new Error('a charge needs a wallet and its requester');
        if (options.walletCodeId) await useWalletCode(tx, options.walletCodeId, 'walletCode');
        await checkPromptLimits(tx, payerOf(wallet, requester), limits.payments);
      }
      // Paid on delivery, a guest's order now counts against its phone's open orders.
      if (after.method === 'delivery' && before.method !== 'delivery' && row.customerId === null)
        await orders.checkGuestOrders(tx, row);
      for (const step of change.steps) {
        switch (step.do) {
          case 'release-stock':
            await orders.releaseStock(tx, row.id);
            break;
          case 'take-stock': {
            const shortage = await orders.retakeStock(tx, row.id);
            // Money that came in pays the order even short of stock: the owner sees it and
            // calls the shopper. A shopper's own request is refused instead.
            if (shortage && options.refusals === 'throw')
              throw new PaymentRefused(reopenShortageMessage(shortage));
            break;
          }
          case 'charge':
            await insertCharge(
              tx,
              orderCharge(row, step.reference, wallet!, requester!, shop.email),
            );
            break;
          case 'refund':
            await insertRefund(tx, { orderId: row.id, ...step });
            break;
        }
      }
      if (after === before) return after; // nothing changed but a refund owed, if that

      await orders.savePayment(tx, row.id, {
        method: after.method,
        status: after.status,
        paidBy: after.paidBy ?? null,
        holdUntil:
          after.status !== 'awaiting_payment'
            ? null
            : event.kind === 'retry'
              ? holdUntil()
              : row.holdUntil,
        ...(after.flag !== before.flag && {
          flag: { flag: after.flag ?? null, at: after.flag ? new Date() : null },
        }),
      });

      wrote = await writeMessages(tx, row.id, before, after);
      return after;
    });
    if (wrote) orders.wakeMessages();
    return payment;
  }

  /** The messages of a Mobile Money order that became an order to deliver, or was paid. */
  async function writeMessages(
    tx: Tx,
    orderId: string,
    before: PaymentState,
    after: PaymentState,
  ): Promise<boolean> {
    const nowPaid = before.status !== 'paid' && after.status === 'paid';
    const nowOnDelivery = before.method === 'mobile_money' && after.method === 'delivery';
    if (!nowPaid && !nowOnDelivery) return false;
    if (before.cancelled) return false;
    // An order already announced (it was to be paid on delivery) is told it is paid; any other
    // is announced now, paid or to pay on delivery.
    return orders.announce(
      tx,
      orderId,
      nowPaid && before.method === 'delivery' ? 'paid' : 'placed',
    );
  }

  /**
   * Cancels a Mobile Money order whose payment failed and was left so (no retry, no switch to
   * payment on delivery): quietly, as it was never announced. It holds no stock; any it did is
   * given back. False when the order moved on meanwhile.
   */
  async function cancelAbandoned(orderId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const row = await orders.lock(tx, orderId);
      const abandoned =
        row?.paymentStatus === 'payment_failed' &&
        row.paymentMethod === 'mobile_money' &&
        row.deliveryStatus === 'pending' &&
        row.deletedAt === null;
      if (!abandoned) return false;
      await orders.releaseStock(tx, row.id);
      await orders.cancelQuietly(tx, row.id);
      return true;
    });
  }

  return {
    apply,
    cancelAbandoned,
    /**
     * A new charge of the order after a failed one, from the wallet given. `previousOpen`: the
     * gateway says the last charge's prompt may still be approved; `walletCodeId`: a guest's
     * checked code for the wallet, used by the charge.
     */
    retry(
      order: { id: string; orderNumber: string },
      wallet: Wallet,
      requester: Requester,
      previousOpen: boolean,
      walletCodeId?: string,
    ) {
      return apply(
        order.id,
        { kind: 'retry', reference: newReference(order.orderNumber), previousOpen },
        { wallet, requester, refusals: 'throw', walletCodeId },
      );
    },
  };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;
