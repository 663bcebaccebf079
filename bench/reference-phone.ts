import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

// The phone the front-end figures are for: a mid-range Android phone that Lighthouse's
// benchmarkIndex (a fixed amount of JavaScript work, run in the browser) puts at 450, on
// DevTools' slow 4G. This machine's index is measured in each run's own browser, and its main
// thread is slowed by index / 450 so that it works at the phone's pace. On a machine slower than
// the phone (an index under 450) Lighthouse's simulation scales the work down, but CDP cannot
// speed a browser up: tap-ready then runs at 1x, and its printed rate says so.

export const REFERENCE_BENCHMARK_INDEX = 450;

export interface Calibration {
  /** Lighthouse's benchmarkIndex of this machine, measured in the run's browser. */
  benchmarkIndex: number;
  /** How much slower the run's main thread was made: benchmarkIndex / 450. */
  cpuMultiplier: number;
}

export function calibrationFor(benchmarkIndex: number): Calibration {
  return { benchmarkIndex, cpuMultiplier: benchmarkIndex / REFERENCE_BENCHMARK_INDEX };
}

/** Lighthouse's own benchmark, as its gatherer runs it: in a page, with nothing throttled. */
export const benchmarkIndexScript = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

/** Lighthouse's mobile screen (a Moto G Power): the browser benches tap on the same one. */
export const phoneScreen = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
