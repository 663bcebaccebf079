import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../e2e/helpers/chromium.ts';
import { slow4g } from '../e2e/helpers/links.ts';
import type { StorefrontRoutes } from '../e2e/helpers/storefront-routes.ts';
import { median } from './lighthouse-figures.ts';
import {
  benchmarkIndexScript,
  type Calibration,
  calibrationFor,
  phoneScreen,
} from './reference-phone.ts';
import { type TapScenario, tapScenarios } from './tap-scenarios.ts';

// Tap-ready: how long after the address is entered a shopper's tap is answered, on the reference
// phone. A real browser, slowed for real (CDP CPU throttling at this machine's benchmarkIndex /
// 450, measured in the same browser just before; DevTools' slow 4G), so unlike Lighthouse's
// simulation the taps race the page's own work. Runs go round the scenarios in turn, as the
// Lighthouse runs go round the pages, each in a fresh browser with an empty cache.

export interface TapRun extends Calibration {
  /** From the start of the navigation until the page showed the answer. */
  ms: number;
  /** The rate the CPU was slowed by: the multiplier, or 1 on a machine slower than the phone. */
  cpuRate: number;
}

export interface TapReady {
  name: string;
  path: string;
  medianMs: number;
  runs: TapRun[];
}

const ANSWER_TIMEOUT_MS = 60_000;

export async function benchTapReady(
  baseUrl: string,
  routes: StorefrontRoutes,
  runs: number,
  log: (line: string) => void,
  only: (page: string) => boolean = () => true,
): Promise<TapReady[]> {
  const results = tapScenarios(routes)
    .filter((scenario) => only(scenario.page))
    .map((scenario) => ({ scenario, runs: [] as TapRun[] }));
  for (let run = 1; run <= runs; run++) {
    for (const result of results) {
      const once = await tapOnce(baseUrl, result.scenario);
      result.runs.push(once);
      log(
        `tap-ready ${run}/${runs} ${result.scenario.name}: ${once.ms} ms ` +
          `(benchmarkIndex ${once.benchmarkIndex.toFixed(0)}, CPU x${once.cpuRate.toFixed(2)})`,
      );
    }
  }
  return results.map(({ scenario, runs }) => ({
    name: scenario.name,
    path: scenario.path,
    medianMs: median(runs.map((r) => r.ms)),
    runs,
  }));
}

async function tapOnce(baseUrl: string, scenario: TapScenario): Promise<TapRun> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const calibration = await measureCalibration(browser);
    const cpuRate = Math.max(1, calibration.cpuMultiplier);
    const context = await browser.newContext({ ...phoneScreen, baseURL: baseUrl });
    await context.addInitScript(answerClock(scenario.answered));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    const start = Date.now();
    await page.goto(scenario.path, { waitUntil: 'commit' });
    await scenario.act(page);
    return { ms: (await answeredAt(page, scenario.name)) - start, ...calibration, cpuRate };
  } finally {
    await browser.close();
  }
}

/** Lighthouse's benchmark in a blank tab of the run's browser, nothing throttled yet. */
async function measureCalibration(browser: Browser): Promise<Calibration> {
  const tab = await browser.newPage();
  try {
    return calibrationFor(Number(await tab.evaluate(benchmarkIndexScript)));
  } finally {
    await tab.close();
  }
}

// The answer is timed inside the page, at the change that shows it, so neither this process's
// polling nor the protocol's round trips are counted. The page's own clock is this machine's.
// Added to every document of the visit, since the filter and the search may load a new page.
function answerClock(answered: string): string {
  return `(() => {
    const answered = () => { ${answered} };
    const observer = new MutationObserver(() => {
      if (window.__answeredAt !== undefined || !answered()) return;
      window.__answeredAt = Date.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  })();`;
}

async function answeredAt(page: Page, name: string): Promise<number> {
  const deadline = Date.now() + ANSWER_TIMEOUT_MS;
  while (Date.now() < deadline) {
    // Between two pages of the visit there is no document to ask.
    const at = await page.evaluate('window.__answeredAt').catch(() => undefined);
    if (typeof at === 'number') return at;
    await sleep(50);
  }
  throw new Error(`${name}: no answer within ${ANSWER_TIMEOUT_MS / 1000} s`);
}
