import { toCedi } from '@adepa/contract/money';
import { normalizeGhanaPhone } from '@adepa/contract/phone';
import type { ServiceDeps } from '../../plugins/service-deps.ts';
import { claimWaitingOrders, shopNoticedRecently } from './shop-digest-repository.ts';
import { shopDigestSms } from './sms.ts';

// The owner hears of each new order by SMS, but not more than about once a minute: an order placed
// within a minute of the last new-order SMS is marked `shop_notice_pending`, and one digest SMS
// later tells of every order so marked ("3 new orders since 10:02 ..."). Orders are claimed for a
// digest by one statement, so several api processes never tell of one order twice.

/** The shop's own mobile as SMS rows name it. */
export const shopSmsNumber = (mobile: string) => normalizeGhanaPhone(mobile) ?? mobile;

export function createShopDigest({ db, sms, shop }: Pick<ServiceDeps, 'db' | 'sms' | 'shop'>) {
  const shopNumber = shopSmsNumber(shop.mobile);
  let timer: NodeJS.Timeout | undefined;

  /** Sends the digest when orders wait and the last new-order SMS is a minute old; true if sent. */
  async function runOnce(): Promise<boolean> {
    const sent = await db.transaction(async (tx) => {
      if (await shopNoticedRecently(tx, shopNumber)) return false;
      const waiting = await claimWaitingOrders(tx);
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
