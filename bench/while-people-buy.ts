import { setTimeout as sleep } from 'node:timers/promises';
import type { ShopProcess } from '../tools/shop-process.ts';
import { assertRunning } from './api-process.ts';
import { type Figures, measure } from './measure.ts';
import { type OrdersPlaced, startOrders } from './order-stream.ts';
import { type Scenario, trivial } from './scenarios.ts';

// "While people buy": each page measured with no orders, then while orders come in at a steady
// pace. Every order changes stock, and cached pages and listings take a change of stock up within
// STOCK_SHOWN_WITHIN_SECONDS, so each costs a fresh render or read every few seconds. The goal:
// throughput at least 0.8 of the no-order figure and p99 at most twice it, at every pace.

/** Orders per second in the background of each phase; 0 is the baseline of the ratios. */
export const ORDER_PACES = [0, 5, 20];
export const GOAL = { minThroughputRatio: 0.8, maxP99Ratio: 2 };
/**
 * Caches take up the last change of stock up to STOCK_SHOWN_WITHIN_SECONDS (5 by default) after
 * the orders stop: a no-order phase waits that long first, so that the re-renders it causes fall
 * in its warm-up rather than in what it measures.
 */
const STOCK_SETTLE_MS = 6_000;

export interface BuyingPhase {
  ordersPerSecond: number;
  figures: Figures;
  orders: OrdersPlaced;
  /** This phase's req/s and p99 over the no-order phase's. */
  throughputRatio: number;
  p99Ratio: number;
  meetsGoal: boolean;
}

export interface PageWhilePeopleBuy {
  page: string;
  phases: BuyingPhase[];
}

/**
 * Every address of `page` asked for once, a few at a time: the no-order phase then measures kept
 * pages, as the phases with orders do, not the first render of each (500 product pages on the
 * large catalogue take longer than a warm-up).
 */
async function visitEach(url: string, page: Scenario) {
  const paths = [...page.paths];
  const visitor = async () => {
    for (let path = paths.pop(); path !== undefined; path = paths.pop()) {
      const res = await fetch(url + path, { method: page.method, headers: page.headers });
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 4 }, visitor));
}

/**
 * The api's trivial route (the `ratio` baseline), then each page at each pace, the orders drawn at
 * random from `orderBodies`; `helloRps` is the hello-world's of the same run.
 */
export async function measureWhilePeopleBuy(
  api: ShopProcess,
  helloRps: number,
  pages: Scenario[],
  orderBodies: string[],
) {
  const pid = api.child.pid!;
  const health = await measure(api.url, pid, trivial, { health: 0, hello: helloRps });
  const baselines = { health: health.rps, hello: helloRps };
  const results: PageWhilePeopleBuy[] = [];
  let stockChanged = false;
  for (const page of pages) {
    const phases: BuyingPhase[] = [];
    await visitEach(api.url, page);
    for (const ordersPerSecond of ORDER_PACES) {
      process.stderr.write(`  ${page.name}, ${ordersPerSecond} orders/s...\n`);
      if (ordersPerSecond === 0 && stockChanged) await sleep(STOCK_SETTLE_MS);
      stockChanged ||= ordersPerSecond > 0;
      const stream = startOrders(api.url, orderBodies, ordersPerSecond);
      const named = { ...page, name: `${page.name}, ${ordersPerSecond} orders/s` };
      const figures = await measure(api.url, pid, named, baselines).finally(stream.stop);
      assertRunning(api, named.name);
      const none = phases[0]?.figures ?? figures;
      const throughputRatio = figures.rps / none.rps;
      const p99Ratio = figures.p99Ms / none.p99Ms;
      phases.push({
        ordersPerSecond,
        figures,
        orders: await stream.stop(),
        throughputRatio,
        p99Ratio,
        meetsGoal: throughputRatio >= GOAL.minThroughputRatio && p99Ratio <= GOAL.maxP99Ratio,
      });
    }
    results.push({ page: page.name, phases });
  }
  return { health, pages: results };
}
