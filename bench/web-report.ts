import { firstLoadBudget, KiB } from '../e2e/helpers/first-load-budget.ts';
import type { LighthouseFigures, PageLighthouse } from './lighthouse-runs.ts';
import type { RouteAssets } from './route-assets.ts';

// The issue's front-end targets, checked against one run's figures, and the tables people read.
// Performance and blocking time are judged against the blank page of the same run: on a shared
// 2-core machine a page with nothing in it scores 90 to 97 with 200 to 370 ms of blocking time.

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

export function lighthouseTable(blank: PageLighthouse, pages: PageLighthouse[], runs: number) {
  const head = [`Lighthouse, mobile, median of ${runs}`, 'blank', ...pages.map((p) => p.name)];
  const body = rows.map(({ key, label, format }) => [
    label,
    format(blank.median[key]),
    ...pages.map((p) => {
      const difference = p.median[key] - blank.median[key];
      const sign = difference >= 0 ? '+' : '-';
      return `${format(p.median[key])} (${sign}${format(Math.abs(difference))})`;
    }),
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

export function checkTargets(
  blank: PageLighthouse,
  pages: PageLighthouse[],
  routes: RouteAssets[],
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
  const b = blank.median;
  for (const { name, median: m } of pages) {
    check(`${name}: accessibility 100`, m.accessibility === 100, String(m.accessibility));
    check(`${name}: best practices 100`, m.bestPractices === 100, String(m.bestPractices));
    check(`${name}: SEO 100`, m.seo === 100, String(m.seo));
    check(`${name}: LCP <= 1.5 s`, m.lcp <= 1500, `${m.lcp.toFixed(0)} ms`);
    check(`${name}: FCP <= 1.2 s`, m.fcp <= 1200, `${m.fcp.toFixed(0)} ms`);
    check(`${name}: CLS <= 0.05`, m.cls <= 0.05, m.cls.toFixed(3));
    check(
      `${name}: TBT within 250 ms of blank (${b.tbt.toFixed(0)} ms)`,
      m.tbt <= b.tbt + 250,
      `${m.tbt.toFixed(0)} ms`,
    );
  }
  const home = pages.find((p) => p.name === '/');
  if (home)
    check(
      '/: first visit transfers <= 500 KB',
      home.median.totalBytes <= 500_000,
      `${(home.median.totalBytes / 1000).toFixed(1)} KB`,
    );
  return checks;
}

export function targetsTable(checks: TargetCheck[]) {
  return table([
    ['target', 'met', 'actual'],
    ...checks.map((c) => [c.target, c.met ? 'yes' : 'NO', c.actual]),
  ]);
}

function table(cells: string[][]): string {
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  return cells
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
