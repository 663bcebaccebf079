import { KINDS, type Kind } from './traffic.ts';

// Every answer of the run, by kind: status counts and latencies (kept whole: a minute of traffic
// is some tens of thousands of numbers, so exact percentiles cost nothing).

export interface Tally {
  statuses: Map<number, number>;
  latencies: number[];
}

export function createStats() {
  const byKind = new Map<Kind, Tally>(
    KINDS.map((kind) => [kind, { statuses: new Map(), latencies: [] }]),
  );
  return {
    byKind,
    record(kind: Kind, status: number, ms: number) {
      const tally = byKind.get(kind)!;
      tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      tally.latencies.push(ms);
    },
  };
}
export type Stats = ReturnType<typeof createStats>;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(0)} ms`);
const statusList = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

/** One line per kind and one for all: count, statuses, p50 and p99. */
export function statsTable(stats: Stats): string[] {
  const all: Tally = { statuses: new Map(), latencies: [] };
  const row = (label: string, tally: Tally) => {
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    return `  ${label.padEnd(12)} ${String(sorted.length).padStart(7)}   p50 ${ms(percentile(sorted, 50)).padStart(7)}   p99 ${ms(percentile(sorted, 99)).padStart(7)}   ${statusList(tally.statuses)}`;
  };
  const lines: string[] = [];
  for (const [kind, tally] of stats.byKind) {
    lines.push(row(kind, tally));
    // concat, not push(...): tens of thousands of arguments would overflow the stack
    all.latencies = all.latencies.concat(tally.latencies);
    for (const [status, n] of tally.statuses)
      all.statuses.set(status, (all.statuses.get(status) ?? 0) + n);
  }
  lines.push(row('all', all));
  return lines;
}
