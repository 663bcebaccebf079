import { setTimeout as sleep } from 'node:timers/promises';
import { orderOfOne } from './shop-calls.ts';

export interface Outcome {
  status: number;
  ms: number;
  orderId?: string;
  error?: string;
}

/** Places orders of one unit of `productId`, `concurrency` at a time, until `stop()`. */
export function streamOrders(
  url: string,
  productId: string,
  concurrency = 4,
  order: (productId: string) => RequestInit = orderOfOne,
) {
  const outcomes: Outcome[] = [];
  let running = true;
  const worker = async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${url}/api/orders/customer-order`, order(productId));
        const body = (await res.json().catch(() => ({}))) as {
          order?: { _id: string };
          error?: string;
        };
        outcomes.push({
          status: res.status,
          ms: performance.now() - started,
          orderId: body.order?._id,
          error: body.error,
        });
      } catch (error) {
        outcomes.push({
          status: 0,
          ms: performance.now() - started,
          error: (error as Error).message,
        });
        await sleep(50);
      }
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

export function summarize(outcomes: Outcome[]) {
  const by = (predicate: (o: Outcome) => boolean) => outcomes.filter(predicate);
  const ms = (list: Outcome[]) => {
    const sorted = list.map((o) => o.ms).sort((a, b) => a - b);
    return sorted.length
      ? `p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`
      : '-';
  };
  return {
    total: outcomes.length,
    ok: by((o) => o.status >= 200 && o.status < 300).length,
    unavailable: by((o) => o.status === 503).length,
    otherErrors: by((o) => o.status !== 503 && (o.status < 200 || o.status >= 300)).length,
    okLatency: ms(by((o) => o.status >= 200 && o.status < 300)),
    unavailableLatency: ms(by((o) => o.status === 503)),
    unavailableWithError: by((o) => o.status === 503 && Boolean(o.error)).length,
  };
}
