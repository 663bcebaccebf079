import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../e2e/helpers/chromium.ts';

// Lighthouse 12 with its default (mobile, simulated slow 4G) settings, several runs per page.
// Runs go round the pages in turn, so a burst of load from another process on the machine falls
// on every page alike rather than on one, and each figure is the median of its own runs.

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
}

export interface PageLighthouse {
  name: string;
  url: string;
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  /** Audits that cost points, with how many of the runs they failed in. */
  failedAudits: { id: string; title: string; displayValue?: string; runs: number }[];
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function runLighthouse(
  pages: { name: string; url: string }[],
  runs: number,
  log: (line: string) => void,
): Promise<PageLighthouse[]> {
  const results = pages.map((page) => ({ ...page, lhrs: [] as Result[] }));
  for (let run = 1; run <= runs; run++) {
    for (const page of results) {
      log(`lighthouse ${run}/${runs} ${page.name}`);
      page.lhrs.push(await auditOnce(page.url));
    }
  }
  return results.map(({ name, url, lhrs }) => {
    const figures = lhrs.map(figuresOf);
    return { name, url, runs: figures, median: medianFigures(figures), failedAudits: failed(lhrs) };
  });
}

// Lighthouse 12 with this Chromium now and then fails to record a trace (NO_NAVSTART): such a
// run is tried again, up to three times, and counted as nothing.
async function auditOnce(url: string, attempts = 3): Promise<Result> {
  try {
    return await auditInFreshBrowser(url);
  } catch (error) {
    if (attempts <= 1) throw error;
    return auditOnce(url, attempts - 1);
  }
}

// A fresh browser per run, as the Lighthouse command line does: no cache, no warm processes.
async function auditInFreshBrowser(url: string): Promise<Result> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function figuresOf(lhr: Result): LighthouseFigures {
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
  };
}

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])) as never;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

// Scored audits below full marks; in performance, the metrics and insights that lose points.
function failed(lhrs: Result[]): PageLighthouse['failedAudits'] {
  const found = new Map<string, PageLighthouse['failedAudits'][number]>();
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
