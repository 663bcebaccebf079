import { type Books, compareBooks, readBooks } from '../tools/books.ts';
import { withClient } from '../tools/database-clients.ts';
import type { CatalogueInfo } from './catalogue.ts';
import { type Figures, timing } from './measure.ts';

// After the order run: the stock that left the shelves must be exactly what the placed orders
// hold, no product may go below zero, and the scarce products must have sold out (not oversold).

const poolOf = (info: CatalogueInfo) => [...info.orderPool.plenty, ...info.orderPool.scarce];

/** The books of the products the orders draw from, before the run. */
export function stockBefore(url: string, info: CatalogueInfo): Promise<Books> {
  return withClient(url, (c) => readBooks(c, poolOf(info)));
}

export async function checkOrderBooks(
  url: string,
  info: CatalogueInfo,
  before: Books,
  figures: Figures,
) {
  const { connections } = timing;
  const after = await withClient(url, (c) => readBooks(c, poolOf(info)));
  const moved = compareBooks(before.shelves, after.shelves);
  const stock = (ids: string[]) => ids.map((id) => after.shelves.get(id)?.stock ?? 0);
  // Orders still in flight when a timed run ends are placed but not counted by the load tool
  // (at most one per connection, warm-up and measured run).
  const placed = (figures.statuses['201'] ?? 0) + (figures.warmupStatuses['201'] ?? 0);
  const sold = moved.stockTaken;
  return {
    placed,
    unitsOrdered: moved.unitsOrdered,
    stockSold: sold,
    lowestStock: Math.min(...stock(poolOf(info))),
    scarceLeft: stock(info.orderPool.scarce).reduce((a, b) => a + b, 0),
    ok:
      moved.disagreements.length === 0 &&
      moved.negativeStock.length === 0 &&
      sold >= placed &&
      sold <= placed + 2 * connections,
  };
}
