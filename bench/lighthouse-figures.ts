import type { Result } from 'lighthouse';

// A Lighthouse run's figures, their medians over the runs, and the audits that cost points.

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint, ms. */
  lcp: number;
  cls: number;
  /** Total blocking time, ms. */
  tbt: number;
  /** First contentful paint, ms. */
  fcp: number;
  /** Total bytes transferred. */
  totalBytes: number;
  /** This machine's Lighthouse benchmarkIndex in the run. */
  benchmarkIndex: number;
  /** The run's CPU slowdown: benchmarkIndex / 450. */
  cpuMultiplier: number;
}

/** Audits that cost points, with how many of the runs they failed in. */
export type FailedAudits = { id: string; title: string; displayValue?: string; runs: number }[];

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

export function figuresOf(lhr: Result): LighthouseFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
    totalBytes: value('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
  };
}

export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])) as never;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

// Scored audits below full marks; in performance, the metrics and insights that lose points.
export function failed(lhrs: Result[]): FailedAudits {
  const found = new Map<string, FailedAudits[number]>();
  for (const lhr of lhrs) {
    for (const category of categories) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= (category === 'performance' ? 0.9 : 1))
          continue;
        if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual')
          continue;
        const seen = found.get(audit.id);
        if (seen) seen.runs++;
        else
          found.set(audit.id, {
            id: audit.id,
            title: audit.title,
            displayValue: audit.displayValue,
            runs: 1,
          });
      }
    }
  }
  return [...found.values()].sort((a, b) => b.runs - a.runs);
}
