import type { Figures } from './measure.ts';

const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** One line per scenario: rps, ratio to the trivial route, latency, errors, memory. */
export function printFigures(title: string, figures: Figures[]): void {
  console.log(`\n${title}`);
  console.table(
    Object.fromEntries(
      figures.map((f) => [
        f.scenario,
        {
          'req/s': fixed(f.rps),
          'x trivial': fixed(f.ratio, 2),
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
