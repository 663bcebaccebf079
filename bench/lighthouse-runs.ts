import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { type AuditPage, type CalibratedRun, calibratedRun } from './lighthouse-audit.ts';
import {
  type FailedAudits,
  failed,
  figuresOf,
  type LighthouseFigures,
  medianFigures,
} from './lighthouse-figures.ts';
import { type LongTask, longTasks } from './long-tasks.ts';

// Lighthouse 12 with its default mobile settings (simulated slow 4G), the CPU multiplier
// calibrated to the reference phone in every run (lighthouse-audit.ts), several runs per page.
// Runs go round the pages in turn, so a burst of load from another process on the machine falls
// on every page alike rather than on one, and each figure is the median of its own runs. The run
// whose blocking time is the median keeps its trace (<dir>/<page>.json, for DevTools' Performance
// panel) and has its long tasks named.

export interface LighthousePage extends AuditPage {
  /** The page's name in file names: `product`, `cart`. */
  slug: string;
}

export interface PageLighthouse {
  name: string;
  url: string;
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  /** Audits that cost points, with how many of the runs they failed in. */
  failedAudits: FailedAudits;
  /** The run (from 1) whose blocking time is the median: its trace is kept, its long tasks named. */
  traceRun: number;
  trace: string;
  longTasks: LongTask[];
}

export type { LighthouseFigures };

export async function runLighthouse(
  pages: LighthousePage[],
  runs: number,
  tracesDir: string,
  log: (line: string) => void,
): Promise<PageLighthouse[]> {
  await mkdir(tracesDir, { recursive: true });
  const results = pages.map((page) => ({
    ...page,
    lhrs: [] as Result[],
    figures: [] as LighthouseFigures[],
    longTasks: [] as LongTask[][],
  }));
  const traceFile = (slug: string, run?: number) =>
    path.join(tracesDir, `${slug}${run ? `.run${run}` : ''}.json`);
  for (let run = 1; run <= runs; run++) {
    for (const page of results) {
      const { lhr, trace, calibration } = await auditOnce(page);
      const figures = figuresOf(lhr);
      page.lhrs.push(lhr);
      page.figures.push(figures);
      page.longTasks.push(longTasks(trace, lhr.finalDisplayedUrl, calibration.cpuMultiplier));
      await writeFile(traceFile(page.slug, run), JSON.stringify(trace));
      log(
        `lighthouse ${run}/${runs} ${page.name}: performance ${figures.performance}, ` +
          `TBT ${figures.tbt.toFixed(0)} ms, LCP ${figures.lcp.toFixed(0)} ms, ` +
          `FCP ${figures.fcp.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)} ` +
          `(benchmarkIndex ${figures.benchmarkIndex.toFixed(0)}, CPU x${figures.cpuMultiplier.toFixed(2)})`,
      );
    }
  }
  const done: PageLighthouse[] = [];
  for (const { name, url, slug, lhrs, figures, longTasks: tasks } of results) {
    const traceRun = medianRun(figures) + 1;
    for (let run = 1; run <= runs; run++)
      if (run === traceRun) await rename(traceFile(slug, run), traceFile(slug));
      else await rm(traceFile(slug, run), { force: true });
    done.push({
      name,
      url,
      runs: figures,
      median: medianFigures(figures),
      failedAudits: failed(lhrs),
      traceRun,
      trace: path.relative(process.cwd(), traceFile(slug)),
      longTasks: tasks[traceRun - 1] ?? [],
    });
  }
  return done;
}

/** The index of the run whose blocking time is the median (the lower of two middle ones). */
function medianRun(runs: LighthouseFigures[]): number {
  const order = runs.map((r, index) => ({ tbt: r.tbt, index })).sort((a, b) => a.tbt - b.tbt);
  return order[Math.floor((order.length - 1) / 2)]?.index ?? 0;
}

// Lighthouse 12 with this Chromium now and then fails to record a trace (NO_NAVSTART): such a
// run is tried again, up to three times, and counted as nothing.
async function auditOnce(page: AuditPage, attempts = 3): Promise<CalibratedRun> {
  try {
    return await calibratedRun(page);
  } catch (error) {
    if (attempts <= 1) throw error;
    return auditOnce(page, attempts - 1);
  }
}
