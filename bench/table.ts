import type { Figures } from './measure.ts';
import type { PageWhilePeopleBuy } from './while-people-buy.ts';

const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** One line per scenario: rps, ratios to the trivial route and the hello-world, latency, errors, memory. */
export function printFigures(title: string, figures: Figures[]): void {
  console.log(`\n${title}`);
  console.table(
    Object.fromEntries(
      figures.map((f) => [
        f.scenario,
        {
          'req/s': fixed(f.rps),
          'x trivial': fixed(f.ratio, 2),
          'x hello': fixed(f.helloRatio, 2),
          'p50 ms': fixed(f.p50Ms, 1),
          'p99 ms': fixed(f.p99Ms, 1),
          errors: f.errors,
          ...(f.expected ? { 'expected 409': f.expected } : {}),
          'peak MB': fixed(f.peakRssMb),
        },
      ]),
    ),
  );
}

/**
 * One line per page and pace of orders: the page's figures, their ratios to the same page with no
 * orders (the goal: req/s x none >= 0.8, p99 x none <= 2), and the orders the background placed.
 */
export function printWhilePeopleBuy(title: string, pages: PageWhilePeopleBuy[]): void {
  console.log(`\n${title}: pages while people buy`);
  console.table(
    Object.fromEntries(
      pages.flatMap(({ page, phases }) =>
        phases.map(({ ordersPerSecond, figures: f, orders, ...vsNone }) => [
          `${page}, ${ordersPerSecond ? `${ordersPerSecond} orders/s` : 'no orders'}`,
          {
            'req/s': fixed(f.rps),
            'req/s x none': fixed(vsNone.throughputRatio, 2),
            'p99 ms': fixed(f.p99Ms, 1),
            'p99 x none': fixed(vsNone.p99Ratio, 2),
            'x trivial': fixed(f.ratio, 2),
            'x hello': fixed(f.helloRatio, 2),
            errors: f.errors,
            'placed/s': fixed(orders.placedPerSecond, 1),
            // Not '201' and '409': console.table puts keys that look like numbers first.
            'placed (201)': orders.created,
            'refused (409)': orders.refused,
            'failed orders': Object.values(orders.failed).reduce((a, b) => a + b, 0),
            goal: ordersPerSecond ? (vsNone.meetsGoal ? 'met' : 'missed') : '',
          },
        ]),
      ),
    ),
  );
}
