import { toCedi } from '@adepa/contract/money';
import { normalizeGhanaPhone } from '@adepa/contract/phone';
import { and, eq, exists, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, smsOutbox } from '../../db/schema.ts';
import type { ServiceDeps } from '../../plugins/service-deps.ts';
import { shopDigestSms } from './sms.ts';

// The owner hears of each new order by SMS, but not more than about once a minute: an order placed
// within a minute of the last new-order SMS is marked `shop_notice_pending`, and one digest SMS
// later tells of every order so marked ("3 new orders since 10:02 ..."). Orders are claimed for a
// digest by one statement, so several api processes never tell of one order twice.

const QUIET_SECONDS = 60;
const NOTICES = ['shop', 'shop-digest'];

/** The shop's own mobile as SMS rows name it. */
export const shopSmsNumber = (mobile: string) => normalizeGhanaPhone(mobile) ?? mobile;

/** A new-order SMS to the shop's mobile less than a minute ago. */
function recentNotice(db: DbOrTx, shopNumber: string) {
  return db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.to, shopNumber),
        ne(smsOutbox.status, 'skipped'), // as the index on (to, created_at) holds them
        inArray(smsOutbox.reason, NOTICES),
        gt(smsOutbox.createdAt, sql`now() - make_interval(secs => ${QUIET_SECONDS})`),
      ),
    )
    .limit(1);
}

/** True when the shop's mobile had a new-order SMS less than a minute ago. */
export async function shopNoticedRecently(db: DbOrTx, shopNumber: string): Promise<boolean> {
  return (await recentNotice(db, shopNumber)).length > 0;
}

/**
 * The same, as a condition the statement that writes an order evaluates itself: an order placed
 * within that minute is marked for the digest without a query of its own.
 */
export function shopNoticedRecentlySql(db: DbOrTx, shopNumber: string): SQL {
  return exists(recentNotice(db, shopNumber));
}

export function createShopDigest({ db, sms, shop }: Pick<ServiceDeps, 'db' | 'sms' | 'shop'>) {
  const shopNumber = shopSmsNumber(shop.mobile);
  let timer: NodeJS.Timeout | undefined;

  /** Sends the digest when orders wait and the last new-order SMS is a minute old; true if sent. */
  async function runOnce(): Promise<boolean> {
    const sent = await db.transaction(async (tx) => {
      if (await shopNoticedRecently(tx, shopNumber)) return false;
      const waiting = await tx
        .update(orders)
        .set({ shopNoticePending: false })
        .where(eq(orders.shopNoticePending, true))
        .returning({
          orderNumber: orders.orderNumber,
          totalPesewas: orders.totalPesewas,
          createdAt: orders.createdAt,
        });
      if (waiting.length === 0) return false;
      waiting.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      const totalPesewas = waiting.reduce((sum, order) => sum + order.totalPesewas, 0);
      await sms.enqueue(
        tx,
        shopDigestSms(shop, {
          count: waiting.length,
          since: waiting[0]!.createdAt,
          first: waiting[0]!.orderNumber,
          last: waiting.at(-1)!.orderNumber,
          totalPrice: toCedi(totalPesewas),
        }),
      );
      return true;
    });
    if (sent) sms.wake();
    return sent;
  }

  return {
    runOnce,
    /** Looks for waiting orders every few seconds until stop(). */
    start(log: { error(obj: object, msg: string): void }, everyMs = 5000) {
      timer ??= setInterval(() => {
        runOnce().catch((error) =>
          log.error({ err: error }, 'The new-order digest could not be sent; will retry'),
        );
      }, everyMs).unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
