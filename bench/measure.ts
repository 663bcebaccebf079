import { runLoad } from './load.ts';
import { type Scenario, trivial } from './scenarios.ts';

export const timing = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
  connections: 10,
};

/** What each figure is compared with, in requests per second, measured in the same run. */
export interface Baselines {
  /** The api's trivial route, on the same server. */
  health: number;
  /** A bare Fastify hello-world on the same core (see hello-world-process.ts). */
  hello: number;
}

/** No baseline: the measurement of a baseline itself. */
export const NO_BASELINES: Baselines = { health: 0, hello: 0 };

export interface Figures {
  scenario: string;
  rps: number;
  /** Requests per second as a share of the trivial route's, on the same server in the same run. */
  ratio: number;
  /** Requests per second as a share of the bare hello-world's, on the same core in the same run. */
  helloRatio: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Socket errors and answers that are neither 2xx nor `expectedStatuses`. */
  errors: number;
  /** Answers with an expected non-2xx status (an order refused for lack of stock). */
  expected: number;
  peakRssMb: number;
  statuses: Record<string, number>;
  warmupStatuses: Record<string, number>;
}

const shareOf = (rps: number, baseline: number) => (baseline > 0 ? rps / baseline : 1);

export async function measure(
  url: string,
  pid: number,
  scenario: Scenario,
  baselines: Baselines,
  expectedStatuses: string[] = [],
): Promise<Figures> {
  const result = await runLoad(
    {
      url,
      method: scenario.method,
      paths: scenario.paths,
      bodies: scenario.bodies,
      headers: scenario.headers,
      ...timing,
    },
    pid,
  );
  const count = (test: (code: string) => boolean) =>
    Object.entries(result.statuses)
      .filter(([code]) => test(code))
      .reduce((sum, [, n]) => sum + n, 0);
  return {
    scenario: scenario.name,
    rps: result.rps,
    ratio: shareOf(result.rps, baselines.health),
    helloRatio: shareOf(result.rps, baselines.hello),
    p50Ms: result.p50,
    p99Ms: result.p99,
    requests: result.requests,
    errors:
      result.errors + count((code) => !code.startsWith('2') && !expectedStatuses.includes(code)),
    expected: count((code) => expectedStatuses.includes(code)),
    peakRssMb: result.peakRssMb,
    statuses: result.statuses,
    warmupStatuses: result.warmupStatuses,
  };
}

/** The trivial route first (the baseline of the `ratio`s), then each scenario. */
export async function measureAll(
  url: string,
  pid: number,
  scenarios: Scenario[],
  helloRps: number,
) {
  const base = await measure(url, pid, trivial, { health: 0, hello: helloRps });
  const figures = [base];
  for (const scenario of scenarios) {
    process.stderr.write(`  ${scenario.name}...\n`);
    figures.push(await measure(url, pid, scenario, { health: base.rps, hello: helloRps }));
  }
  return figures;
}
