import type { Tx } from '../../db/client.ts';
import { GuestOrderLimit } from '../../lib/domain-errors.ts';
import { lockUntilCommit } from '../../lib/transaction-lock.ts';
import { countGuestOrders } from './repository.ts';

// A guest (no account) may hold only a few undelivered orders per phone number
// (GUEST_ORDERS_PER_PHONE), so that a stranger cannot hold the shop's stock, or send its SMS,
// with made-up orders. Orders of one number are counted one at a time (a lock on the number for
// the rest of the transaction), so that orders sent at once cannot all slip under the limit.

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
