import type { Tx } from '../../db/client.ts';
import { GuestOrderLimit } from '../../lib/domain-errors.ts';
import { lockUntilCommit } from '../../lib/transaction-lock.ts';
import { countGuestOrders } from './repository.ts';

// A guest (no account) may hold only a few undelivered orders per phone number
// (GUEST_ORDERS_PER_PHONE), so that a stranger cannot hold the shop's stock, or send its SMS,
// with made-up orders. Orders of one number are counted one at a time (a lock on the number for
// the rest of the transaction), so that orders sent at once cannot all slip under the limit. A
// Mobile Money order waiting for its money, or whose payment failed, is not counted here (it is
// capped as a payer's unpaid order, payments/prompt-limits.ts): a stranger's unpaid orders naming
// a phone cannot lock that phone out of checkout. It is counted once it becomes an order to
// deliver: paid, or switched to payment on delivery (checked then).

const OPEN = ['pending', 'processing', 'warehouse'];

export async function checkGuestOrders(
  tx: Tx,
  phoneNumber: string,
  limit: number,
  shopPhone: string,
): Promise<void> {
  if (limit === 0) return;
  await lockUntilCommit(tx, 'guest-orders', phoneNumber);
  const open = await countGuestOrders(tx, phoneNumber, OPEN);
  if (open >= limit) throw new GuestOrderLimit(limit, shopPhone);
}
