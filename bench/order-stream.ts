import { setTimeout as sleep } from 'node:timers/promises';

// Orders placed at a steady pace from the bench process while a page is measured: the n-th is
// sent at start + n / perSecond whether or not the earlier ones have been answered (as buyers
// arrive), so a slow api shows in the answers' latency and in the rate achieved, not in fewer sent.

export interface OrdersPlaced {
  /** The pace asked for. */
  perSecond: number;
  sent: number;
  /** 201: placed, stock taken. */
  created: number;
  /** 409: refused for lack of stock (fine, if few). */
  refused: number;
  /** Any other status, a time-out or a network error, by status or error name. */
  failed: Record<string, number>;
  /** From the first order sent to the stop. */
  seconds: number;
  /** Orders placed (201) per second over `seconds`. */
  placedPerSecond: number;
}

export interface OrderStream {
  /** Stops sending, waits for the answers of those in flight, and counts (the same if repeated). */
  stop: () => Promise<OrdersPlaced>;
}

export function startOrders(url: string, bodies: string[], perSecond: number): OrderStream {
  const counts = { sent: 0, created: 0, refused: 0, failed: {} as Record<string, number> };
  const fail = (why: string) => {
    counts.failed[why] = (counts.failed[why] ?? 0) + 1;
  };
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let stopping = false;

  function place(body: string) {
    counts.sent++;
    const answered = fetch(`${url}/api/orders/customer-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.status === 201) counts.created++;
        else if (res.status === 409) counts.refused++;
        else fail(String(res.status));
      })
      .catch((error: Error) => fail(error.name))
      .finally(() => inFlight.delete(answered));
    inFlight.add(answered);
  }

  const pacing = (async () => {
    if (perSecond <= 0) return;
    for (let n = 0; !stopping; n++) {
      const due = started + (n * 1000) / perSecond;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      if (stopping) return;
      place(bodies[Math.floor(Math.random() * bodies.length)]!);
    }
  })();

  async function finish(): Promise<OrdersPlaced> {
    stopping = true;
    const seconds = (performance.now() - started) / 1000;
    await pacing;
    await Promise.all(inFlight);
    return {
      perSecond,
      ...counts,
      seconds,
      placedPerSecond: seconds > 0 ? counts.created / seconds : 0,
    };
  }
  let finished: Promise<OrdersPlaced> | undefined;
  return { stop: () => (finished ??= finish()) };
}
