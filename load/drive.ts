import autocannon from 'autocannon';
import { createStats } from './stats.ts';
import { createTraffic, type Kind, type TrafficOptions } from './traffic.ts';

// autocannon spreads the connections round robin over the urls; each connection sends one
// request at a time, chosen afresh by `setupRequest`, whose context lives until that request's
// answer, so the answer is filed under the request's kind and timed from when it was built.

export interface DriveOptions {
  urls: string[];
  connections: number;
  seconds: number;
  traffic: TrafficOptions;
}

export async function drive(options: DriveOptions) {
  const next = createTraffic(options.traffic);
  const stats = createStats();
  const unitsAnswered = new Map<string, number>();
  let ordersAnswered = 0;
  // Requests sent (or built) and not answered yet: when the clock stops, autocannon closes the
  // connections under them, so an order may be placed that the run never hears about.
  const waiting = new Set<Record<string, unknown>>();
  let wrongConflicts = 0;
  const socketErrors = new Map<string, number>();

  const started = performance.now();
  const instance = autocannon({
    url: options.urls,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    requests: [
      {
        setupRequest(request, context) {
          const { kind, method, path, headers, body, lines } = next();
          Object.assign(context, { kind, lines, started: performance.now() });
          waiting.add(context);
          return { ...request, method, path, headers: headers ?? {}, body: body ?? '' };
        },
        onResponse(status, body, context) {
          waiting.delete(context);
          const kind = context.kind as Kind;
          stats.record(kind, status, performance.now() - (context.started as number));
          if (kind !== 'checkout') return;
          const answer = JSON.parse(body || '{}') as { productId?: string; available?: number };
          if (status === 201) {
            ordersAnswered++;
            for (const [id, qty] of context.lines as Map<string, number>)
              unitsAnswered.set(id, (unitsAnswered.get(id) ?? 0) + qty);
          } else if (
            status === 409 &&
            (typeof answer.productId !== 'string' || typeof answer.available !== 'number')
          ) {
            wrongConflicts++;
          }
        },
      },
    ],
  });
  // Timeouts come here too (as "request timed out"); they are counted apart, below.
  instance.on('reqError', (error) => {
    if (error.message === 'request timed out') return;
    const what = (error as { code?: string }).code ?? error.message;
    socketErrors.set(what, (socketErrors.get(what) ?? 0) + 1);
  });
  const result = await instance;
  const unanswered = [...waiting].filter((context) => context.kind === 'checkout');
  const unitsUnanswered = new Map<string, number>();
  for (const context of unanswered)
    for (const [id, qty] of context.lines as Map<string, number>)
      unitsUnanswered.set(id, (unitsUnanswered.get(id) ?? 0) + qty);
  return {
    stats,
    unitsAnswered,
    ordersAnswered,
    ordersUnanswered: unanswered.length,
    unitsUnanswered,
    wrongConflicts,
    socketErrors,
    timeouts: result.timeouts,
    seconds: (performance.now() - started) / 1000,
  };
}
