import { firstLoadBudget, KiB } from '../e2e/helpers/first-load-budget.ts';
import type { LighthouseFigures, PageLighthouse } from './lighthouse-runs.ts';
import { REFERENCE_BENCHMARK_INDEX } from './reference-phone.ts';
import type { RouteAssets } from './route-assets.ts';
import type { TapReady } from './tap-ready.ts';
import { table } from './text-table.ts';

// The front-end goals, checked against one bench run's figures, and the tables people read.
// Every figure is for the reference phone: each run's CPU multiplier and this machine's
// benchmarkIndex in it are printed beside it. The blank page of the same run stays in the table
// as the floor any page could reach on this machine then.

export interface TargetCheck {
  target: string;
  met: boolean;
  actual: string;
}

const rows: { key: keyof LighthouseFigures; label: string; format: (n: number) => string }[] = [
  { key: 'performance', label: 'performance', format: String },
  { key: 'accessibility', label: 'accessibility', format: String },
  { key: 'bestPractices', label: 'best practices', format: String },
  { key: 'seo', label: 'SEO', format: String },
  { key: 'lcp', label: 'LCP (ms)', format: (n) => n.toFixed(0) },
  { key: 'cls', label: 'CLS', format: (n) => n.toFixed(3) },
  { key: 'tbt', label: 'TBT (ms)', format: (n) => n.toFixed(0) },
  { key: 'fcp', label: 'FCP (ms)', format: (n) => n.toFixed(0) },
  { key: 'totalBytes', label: 'total bytes (KB)', format: (n) => (n / 1000).toFixed(1) },
];

/** The calibration of the runs behind each figure: median, and lowest to highest. */
const calibrationRows: { key: keyof LighthouseFigures; label: string; digits: number }[] = [
  { key: 'benchmarkIndex', label: 'benchmarkIndex', digits: 0 },
  { key: 'cpuMultiplier', label: 'CPU multiplier', digits: 2 },
];

export function lighthouseTable(blank: PageLighthouse, pages: PageLighthouse[], runs: number) {
  const head = [
    `Lighthouse, mobile, reference phone (benchmarkIndex ${REFERENCE_BENCHMARK_INDEX}), median of ${runs}`,
    'blank',
    ...pages.map((p) => p.name),
  ];
  const body = rows.map(({ key, label, format }) => [
    label,
    format(blank.median[key]),
    ...pages.map((p) => {
      const difference = p.median[key] - blank.median[key];
      const sign = difference >= 0 ? '+' : '-';
      return `${format(p.median[key])} (${sign}${format(Math.abs(difference))})`;
    }),
  ]);
  const calibration = calibrationRows.map(({ key, label, digits }) => [
    label,
    ...[blank, ...pages].map((p) =>
      spread(
        p.runs.map((r) => r[key]),
        p.median[key],
        digits,
      ),
    ),
  ]);
  return table([head, ...body, ...calibration]);
}

function spread(values: number[], median: number, digits: number): string {
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return `${median.toFixed(digits)} (${low.toFixed(digits)}-${high.toFixed(digits)})`;
}

/** Each page's long tasks in its median run, with the work that filled them. */
export function longTasksReport(pages: PageLighthouse[]): string {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  return pages
    .map((page) => {
      const run = page.runs[page.traceRun - 1];
      const blocking = page.longTasks.reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0);
      const head =
        `Long tasks of ${page.name}, run ${page.traceRun} (benchmarkIndex ${run?.benchmarkIndex.toFixed(0)}, ` +
        `CPU x${run?.cpuMultiplier.toFixed(2)}; ${page.trace}): ${page.longTasks.length}, ` +
        `${ms(blocking)} over 50 ms each (TBT counts those between the first paint and interactive). ` +
        'Start: after the navigation began, as loaded; durations: times the multiplier, as simulated';
      const tasks = page.longTasks.map((task) => {
        const parts = task.parts.map((p) => `      ${ms(p.ms)} (CPU ${ms(p.cpuMs)}) ${p.what}`);
        return [
          `  at ${ms(task.startMs)}: ${ms(task.ms)}, the thread's CPU ${ms(task.cpuMs)}`,
          ...parts,
        ].join('\n');
      });
      return [head, ...tasks].join('\n');
    })
    .join('\n\n');
}

export function tapReadyTable(results: TapReady[], runs: number): string {
  const head = [
    `tap-ready, reference phone, median of ${runs}`,
    'median',
    'runs (ms)',
    'benchmarkIndex',
    'CPU x',
  ];
  const body = results.map((r) => [
    `${r.name} (${r.path.length > 24 ? `${r.path.slice(0, 24)}...` : r.path})`,
    `${r.medianMs.toFixed(0)} ms`,
    r.runs.map((run) => run.ms.toFixed(0)).join(', '),
    r.runs.map((run) => run.benchmarkIndex.toFixed(0)).join(', '),
    r.runs.map((run) => run.cpuRate.toFixed(2)).join(', '),
  ]);
  return table([head, ...body]);
}

export function assetsTable(routes: RouteAssets[]) {
  const kib = (n: number) => (n / KiB).toFixed(1);
  const head = ['first visit (KiB)', 'JS gzip', 'JS br', 'CSS gzip', 'CSS br', 'files', 'admin'];
  const body = routes.map((r) => [
    r.route,
    kib(r.js.gzip),
    kib(r.js.brotli),
    kib(r.css.gzip),
    kib(r.css.brotli),
    String(r.js.files.length + r.css.files.length),
    r.adminCode.length ? 'YES' : 'no',
  ]);
  return table([head, ...body]);
}

// The catalogue's pages are meant to be found and are the first a shopper sees; the cart and the
// checkout say noindex (private to each shopper), so search engines' audit is not theirs.
const PUBLIC_PAGES = ['/', '/shop', 'product'];

export function checkTargets(
  pages: PageLighthouse[],
  routes: RouteAssets[],
  tapReady: TapReady[],
): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const check = (target: string, met: boolean, actual: string) =>
    checks.push({ target, met, actual });
  for (const r of routes) {
    check(
      `${r.route}: JS <= ${firstLoadBudget.jsGzip / KiB} KiB, CSS <= ${firstLoadBudget.cssGzip / KiB} KiB gzip, no admin code`,
      r.withinBudget,
      `${(r.js.gzip / KiB).toFixed(1)} KiB JS, ${(r.css.gzip / KiB).toFixed(1)} KiB CSS${r.adminCode.length ? `, admin: ${r.adminCode.join(', ')}` : ''}`,
    );
  }
  for (const { name, median: m } of pages) {
    check(`${name}: accessibility 100`, m.accessibility === 100, String(m.accessibility));
    check(`${name}: best practices 100`, m.bestPractices === 100, String(m.bestPractices));
    check(`${name}: CLS <= 0.05`, m.cls <= 0.05, m.cls.toFixed(3));
    check(`${name}: TBT <= 200 ms`, m.tbt <= 200, `${m.tbt.toFixed(0)} ms`);
    if (!PUBLIC_PAGES.includes(name)) continue;
    check(`${name}: SEO 100`, m.seo === 100, String(m.seo));
    check(`${name}: LCP <= 1.5 s`, m.lcp <= 1500, `${m.lcp.toFixed(0)} ms`);
    check(`${name}: FCP <= 1.0 s`, m.fcp <= 1000, `${m.fcp.toFixed(0)} ms`);
  }
  const home = pages.find((p) => p.name === '/');
  if (home)
    check(
      '/: first visit transfers <= 500 KB',
      home.median.totalBytes <= 500_000,
      `${(home.median.totalBytes / 1000).toFixed(1)} KB`,
    );
  for (const t of tapReady)
    check(`tap-ready, ${t.name}: <= 2.5 s`, t.medianMs <= 2500, `${t.medianMs.toFixed(0)} ms`);
  return checks;
}

export function targetsTable(checks: TargetCheck[]) {
  return table([
    ['target', 'met', 'actual'],
    ...checks.map((c) => [c.target, c.met ? 'yes' : 'NO', c.actual]),
  ]);
}
