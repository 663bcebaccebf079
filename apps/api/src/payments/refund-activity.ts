import { activitySubject } from '@adepa/contract/activity';
import { toCedi } from '@adepa/contract/money';
import { type Actor, recordActivity } from '../activity/index.ts';
import type { DbOrTx } from '../db/client.ts';
import type { RefundRow } from './refund-repository.ts';

/**
 * The log's entry for a refund the owner started (through the gateway) or says they made (on the
 * gateway's dashboard), on the order it pays back: in the transaction that claims or marks it.
 */
export function recordRefundActivity(
  tx: DbOrTx,
  actor: Actor,
  refund: RefundRow,
  how: 'gateway' | 'dashboard',
) {
  return recordActivity(tx, actor, {
    action: 'refund.record',
    subject: activitySubject('order', refund.orderId),
    after: { refund: toCedi(refund.amountPesewas), how, state: refund.state },
  });
}
