import { launch } from 'chrome-launcher';
import { auditFlowArtifacts, type Flags, type Result, startFlow, type Trace } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from '../e2e/helpers/chromium.ts';
import type { ShopperBrowser } from './cart-seed.ts';
import { categories } from './lighthouse-figures.ts';
import { type Calibration, calibrationFor } from './reference-phone.ts';

// One Lighthouse run of one page, in a fresh browser, calibrated to the reference phone by the
// run's own benchmarkIndex.
//
// Lighthouse measures this machine's benchmarkIndex at the start of every run, in the run's own
// browser, just before it loads the page. With its default simulated throttling the page is loaded
// at full speed and the CPU multiplier is applied only afterwards, when the audits replay the trace
// (the one use of it while loading, its requestIdleCallback shim, reaches no script of the shop).
// So the run is gathered first, and audited with multiplier = that run's index / 450: each run is
// judged by the machine's speed at that very moment, not by a calibration taken a minute earlier
// on a shared machine whose speed wanders by a third and more.

export interface AuditPage {
  name: string;
  url: string;
  /** The shopper's browser before the visit (the cart of `/cart`). */
  shopper?: ShopperBrowser;
}

export interface CalibratedRun {
  lhr: Result;
  trace: Trace;
  calibration: Calibration;
}

// As the Lighthouse command line runs a page (a flow would otherwise skip about:blank first and
// some gatherers that change the page's state).
const flags: Flags = {
  onlyCategories: categories,
  skipAboutBlank: false,
  usePassiveGathering: false,
};

// A fresh browser per run, as the Lighthouse command line does: no cache, no warm processes.
export async function calibratedRun(page: AuditPage): Promise<CalibratedRun> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    if (page.shopper) await seedShopper(browser, page.url, page.shopper);
    const flow = await startFlow(await browser.newPage(), { flags });
    await flow.navigate(page.url);
    const artifacts = flow.createArtifactsJson();
    const step = artifacts.gatherSteps[0];
    if (!step) throw new Error(`Lighthouse gathered nothing for ${page.url}`);
    const calibration = calibrationFor(step.artifacts.BenchmarkIndex);
    const throttling = {
      ...step.artifacts.settings.throttling,
      cpuSlowdownMultiplier: calibration.cpuMultiplier,
    };
    // The audits refuse settings that differ from the gathering's, so both say the multiplier.
    step.artifacts.settings.throttling = throttling;
    step.flags = { ...step.flags, throttling };
    const { steps } = await auditFlowArtifacts(artifacts);
    const lhr = steps[0]?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.url}`);
    if (lhr.runtimeError) throw new Error(`${page.url}: ${lhr.runtimeError.message}`);
    return { lhr, trace: step.artifacts.Trace, calibration };
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

// Lighthouse 12's storage reset before a run empties the HTTP cache and the origin's caches and
// service workers, not its localStorage or cookies (`clearStorageTypes`). So a tab of the same
// browser opens an address of the shop that loads nothing else (`/api/health`, a few bytes of
// JSON), writes the cart there and closes; the audited tab then finds the cart as a returning
// shopper's browser would, with every script, style and picture still to fetch.
async function seedShopper(browser: Browser, url: string, shopper: ShopperBrowser) {
  const tab = await browser.newPage();
  try {
    await tab.goto(new URL('/api/health', url).href);
    await tab.evaluate(
      (entries, cookies) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
        // biome-ignore lint/suspicious/noDocumentCookie: as the shop's app writes them.
        for (const cookie of cookies) document.cookie = cookie;
      },
      Object.entries(shopper.localStorage),
      shopper.cookies,
    );
  } finally {
    await tab.close();
  }
}
