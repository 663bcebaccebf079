// Runs one load (warm-up, then the measured part) with autocannon and prints its figures as JSON.
// It is a process of its own so that it can be pinned to another core than the api:
//   taskset -c 1 node --import tsx bench/load-runner.ts '<LoadSpec as JSON>'

import autocannon, { type Request } from 'autocannon';
import type { LoadResult, LoadSpec } from './load-spec.ts';

const spec = JSON.parse(process.argv[2] ?? '') as LoadSpec;

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

function run(seconds: number) {
  return autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: spec.method,
        setupRequest: (request: Request) => ({
          ...request,
          path: pick(spec.paths),
          headers: {
            ...spec.headers,
            ...(spec.bodies && { 'content-type': 'application/json' }),
          },
          ...(spec.bodies && { body: pick(spec.bodies) }),
        }),
      },
    ],
  });
}

const statusesOf = (stats: Record<string, { count: number }>) =>
  Object.fromEntries(Object.entries(stats).map(([code, { count }]) => [code, count]));

const warmup = spec.warmupSeconds > 0 ? await run(spec.warmupSeconds) : undefined;
const measured = await run(spec.seconds);
const result: LoadResult = {
  rps: measured.requests.average,
  p50: measured.latency.p50,
  p99: measured.latency.p99,
  requests: measured.requests.total,
  errors: measured.errors,
  statuses: statusesOf(measured.statusCodeStats),
  warmupStatuses: warmup ? statusesOf(warmup.statusCodeStats) : {},
};
process.stdout.write(`${JSON.stringify(result)}\n`);
