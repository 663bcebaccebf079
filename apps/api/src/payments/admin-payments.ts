import { toCedi } from '@adepa/contract/money';
import type {
  AdminOrderPayment,
  OpenRefund,
  Refund as RefundReply,
  RefundState,
} from '@adepa/contract/payments';
import type { Actor } from '../activity/index.ts';
import type { Db } from '../db/client.ts';
import { NotFound, PaymentRefused } from '../lib/domain-errors.ts';
import type { PayableOrder } from './payable-orders.ts';
import { recordRefundActivity } from './refund-activity.ts';
import {
  findRefund,
  markRefundedByHand,
  openRefunds,
  type RefundRow,
  refundsOfOrder,
} from './refund-repository.ts';
import { type RefundRowState, refusalToStart } from './refund-state.ts';
import type { Refunds } from './refunds.ts';
import { type Charge, chargesOfOrder } from './repository.ts';

// An order's payment as the owner sees it (every charge with its reference, the money owed back),
// every refund not yet made, and a refund started: made by the shop through the gateway's refund
// call (refunds.ts), or recorded as made by the owner by hand on the gateway's dashboard.

const chargeState = (charge: Charge) =>
  charge.step === 'paid'
    ? 'paid'
    : charge.step === 'failed'
      ? 'failed'
      : charge.step === 'sending'
        ? 'sending'
        : 'sent';

/** The owner's word for each state: a refund requested is one they owe. */
const STATE_REPLIES: Record<RefundRowState, RefundState> = {
  requested: 'owed',
  processing: 'processing',
  refunded: 'refunded',
  failed: 'failed',
  needs_attention: 'needs_attention',
};

export function refundReply(refund: RefundRow): RefundReply {
  return {
    _id: refund.id,
    reference: refund.reference,
    amount: toCedi(refund.amountPesewas),
    reason: refund.reason as RefundReply['reason'],
    state: STATE_REPLIES[refund.state],
    gatewayStatus: refund.gatewayStatus,
    message: refund.gatewayMessage,
    refundedHow: refund.refundedHow as RefundReply['refundedHow'],
    refundedAt: refund.refundedAt?.toISOString() ?? null,
    createdAt: refund.createdAt.toISOString(),
  };
}

/** The payment of `order` (its row as stored) as the owner sees it. */
export async function adminOrderPayment(
  db: Db,
  order: Omit<PayableOrder, 'paymentReferences'> & { paymentFlaggedAt: Date | null },
): Promise<AdminOrderPayment> {
  const [charges, refunds] = await Promise.all([
    chargesOfOrder(db, order.id),
    refundsOfOrder(db, order.id),
  ]);
  return {
    method: order.paymentMethod as AdminOrderPayment['method'],
    status: order.paymentStatus as AdminOrderPayment['status'],
    paidBy: order.paidBy,
    holdUntil:
      order.paymentStatus === 'awaiting_payment' ? (order.holdUntil?.toISOString() ?? null) : null,
    stockHeld: order.stockReturnedAt === null,
    flag: (order.paymentFlag as AdminOrderPayment['flag']) ?? null,
    flaggedAt: order.paymentFlaggedAt?.toISOString() ?? null,
    charges: charges.map((charge) => ({
      reference: charge.reference,
      network: charge.network as AdminOrderPayment['charges'][number]['network'],
      wallet: charge.wallet,
      amount: toCedi(charge.amountPesewas),
      state: chargeState(charge),
      message: charge.gatewayMessage,
      createdAt: charge.createdAt.toISOString(),
    })),
    refunds: refunds.map(refundReply),
  };
}

/** Every refund not yet made, deleted orders' included, the oldest first. */
export async function openRefundReplies(db: Db): Promise<OpenRefund[]> {
  return (await openRefunds(db)).map((row) => ({
    ...refundReply(row.refund),
    order: { _id: row.refund.orderId, orderId: row.orderNumber, deleted: row.orderDeleted },
    wallet: row.wallet,
  }));
}

/**
 * Starts an owed (or failed) refund: through the gateway now when `how` is 'gateway' (claimed
 * first, so two clicks make one refund), or recorded as made by hand on its dashboard.
 */
export async function recordRefund(
  db: Db,
  refunds: Refunds | undefined,
  refundId: string,
  how: 'gateway' | 'dashboard',
  actor: Actor,
): Promise<RefundReply> {
  if (how === 'gateway') {
    if (!refunds) throw new PaymentRefused('The shop has no payment gateway: refund it by hand.');
    return refundReply(await refunds.make(refundId, actor));
  }
  const refund = await findRefund(db, refundId);
  if (!refund) throw new NotFound('Refund');
  const made = await db.transaction(async (tx) => {
    const row = await markRefundedByHand(tx, refund.id);
    if (row) await recordRefundActivity(tx, actor, row, 'dashboard');
    return row;
  });
  if (made) return refundReply(made);
  const now = await findRefund(db, refund.id);
  throw new PaymentRefused(
    refusalToStart(now?.state ?? 'refunded') ?? 'This refund just changed: reload the page.',
  );
}
