import { expect, type Page, type Request } from '@playwright/test';
import axe from 'axe-core';
import { desktop, phone } from './viewports.ts';

// axe-core's rules for WCAG 2.2 A and AA, and its best practices, run in the page itself: the
// script is injected from the package (no network), and only what blocks or badly hinders someone
// (impact critical or serious) fails a test. A page is checked once its code and data have
// arrived: no request has been in flight for a moment, nothing is marked busy (aria-busy) and no
// loading state says "Loading…", so what is checked is what a person reads. Each page is checked
// at a phone's width and a desktop's: the page is resized where it stands, so the same state (a
// filled cart, an open panel, a payment waiting) is seen as both a phone and a counter show it.

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const failingImpacts = new Set(['critical', 'serious']);
/** How long the network must stay quiet: a fetch started by a reply it waited for starts sooner. */
const QUIET_MS = 200;

/** One rule broken on one page, with what a person needs to find and fix it. */
export interface AxeProblem {
  page: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  /**
   * Each offending element: its CSS selector (a frame or shadow root's path joined by " >> ")
   * and the start of its HTML.
   */
  targets: string[];
}

interface Traffic {
  inFlight: Set<Request>;
  lastChange: number;
}

const trafficOf = new WeakMap<Page, Traffic>();

/** Follows `page`'s requests from now on (before its first navigation, to see them all). */
export function followRequests(page: Page) {
  const traffic: Traffic = { inFlight: new Set(), lastChange: Date.now() };
  trafficOf.set(page, traffic);
  page.on('request', (request) => {
    traffic.inFlight.add(request);
    traffic.lastChange = Date.now();
  });
  const done = (request: Request) => {
    traffic.inFlight.delete(request);
    traffic.lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Shows `path` in `page`: the first time by loading it, as someone arriving does; after that as
 * the app's own links do (a history entry the router follows), which spares a page load, the
 * hydration and parsing axe again, most of what checking a page costs.
 */
export async function show(page: Page, path: string) {
  const running = await page
    .evaluate(() => 'axe' in window && document.documentElement.hasAttribute('data-hydrated'))
    .catch(() => false);
  if (!running) {
    await page.goto(path);
    return;
  }
  const traffic = trafficOf.get(page);
  // The page's code and data are asked for once React renders the new route: the quiet period
  // starts now, so the check cannot run before they are.
  if (traffic) traffic.lastChange = Date.now();
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

/**
 * What still keeps `page` from being read as it will stay: requests in flight or just ended,
 * elements marked busy, loading states. Empty once the page has settled.
 */
async function unsettled(page: Page, traffic: Traffic): Promise<string[]> {
  if (traffic.inFlight.size > 0)
    return [...traffic.inFlight].map((request) => `in flight: ${request.url()}`);
  if (Date.now() - traffic.lastChange < QUIET_MS) return ['a request ended a moment ago'];
  return page.evaluate(() => [
    ...[...document.querySelectorAll('[aria-busy="true"]')].map(
      (element) => `busy: ${element.outerHTML.slice(0, 80)}`,
    ),
    ...[...document.querySelectorAll('[role="status"]')]
      .filter((element) => element.textContent?.includes('Loading…'))
      .map((element) => `loading: ${element.outerHTML.slice(0, 80)}`),
  ]);
}

/** Waits until `page` has had no request in flight for QUIET_MS and shows no loading state. */
async function settled(page: Page) {
  const traffic = trafficOf.get(page);
  if (!traffic) throw new Error('call followRequests(page) before the first navigation');
  // All at once: a loading state can end by showing a busy skeleton, which asks for data.
  await expect.poll(() => unsettled(page, traffic), { intervals: [50] }).toEqual([]);
}

/** The widths every page is checked at. */
export const CHECKED_WIDTHS = [phone, desktop];

/**
 * The critical and serious violations on `page` once settled, at each of CHECKED_WIDTHS (labelled
 * `label` and the width); the page is given back at the size it had.
 */
export async function axeProblems(page: Page, label: string): Promise<AxeProblem[]> {
  const size = page.viewportSize();
  const problems: AxeProblem[] = [];
  for (const viewport of CHECKED_WIDTHS) {
    await page.setViewportSize(viewport);
    problems.push(...(await problemsNow(page, `${label} at ${viewport.width} px`)));
  }
  if (size) await page.setViewportSize(size);
  return problems;
}

async function problemsNow(page: Page, label: string): Promise<AxeProblem[]> {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(
    (values) =>
      window.axe.run(document, {
        runOnly: { type: 'tag', values },
        // WCAG 2.2's targets of at least 24 by 24 px (or spaced so), which axe leaves off unless asked.
        rules: { 'target-size': { enabled: true } },
        // Only the violations are read: passes and "incomplete" are not serialised.
        resultTypes: ['violations'],
      }),
    tags,
  );
  return results.violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map((violation) => ({
      page: label,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map(
        (node) => `${node.target.map(String).join(' >> ')}  ${node.html.slice(0, 160)}`,
      ),
    }));
}

/** A report a person can act on: each rule, its impact, the page and the elements. */
export function describeProblems(problems: AxeProblem[]): string {
  return problems
    .map(
      (p) =>
        `${p.page}: ${p.rule} (${p.impact}): ${p.help} (${p.helpUrl})\n` +
        p.targets.map((target) => `    ${target}`).join('\n'),
    )
    .join('\n');
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
