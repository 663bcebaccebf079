import { withClient } from '../faults/database.ts';
import type { CatalogueInfo } from './catalogue.ts';
import { type Figures, timing } from './measure.ts';

// After the order run: the stock that left the shelves must be exactly what the placed orders
// hold, no product may go below zero, and the scarce products must have sold out (not oversold).

export interface StockSnapshot {
  total: number;
  at: string;
}

const poolOf = (info: CatalogueInfo) => [...info.orderPool.plenty, ...info.orderPool.scarce];

export async function stockBefore(url: string, info: CatalogueInfo): Promise<StockSnapshot> {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      'select coalesce(sum(stock), 0)::bigint as total, now()::text as at from products where id = any($1::uuid[])',
      [poolOf(info)],
    );
    return { total: Number(rows[0].total), at: rows[0].at };
  });
}

export async function checkOrderBooks(
  url: string,
  info: CatalogueInfo,
  before: StockSnapshot,
  figures: Figures,
) {
  const { connections } = timing;
  return withClient(url, async (c) => {
    const pool = poolOf(info);
    const { rows } = await c.query(
      `select
        (select coalesce(sum(stock), 0)::bigint from products where id = any($1::uuid[])) as total,
        (select min(stock) from products where id = any($1::uuid[])) as lowest,
        (select coalesce(sum(stock), 0)::bigint from products where id = any($2::uuid[])) as scarce_left,
        (select coalesce(sum(l.qty), 0)::bigint from order_lines l join orders o on o.id = l.order_id
          where o.created_at >= $3::timestamptz and l.product_id = any($1::uuid[])) as ordered`,
      [pool, info.orderPool.scarce, before.at],
    );
    const row = rows[0];
    const sold = before.total - Number(row.total);
    // Orders still in flight when a timed run ends are placed but not counted by the load tool
    // (at most one per connection, warm-up and measured run).
    const placed = (figures.statuses['201'] ?? 0) + (figures.warmupStatuses['201'] ?? 0);
    const ordered = Number(row.ordered);
    const lowest = Number(row.lowest);
    return {
      placed,
      unitsOrdered: ordered,
      stockSold: sold,
      lowestStock: lowest,
      scarceLeft: Number(row.scarce_left),
      ok: sold === ordered && lowest >= 0 && sold >= placed && sold <= placed + 2 * connections,
    };
  });
}
