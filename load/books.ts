import type pg from 'pg';
import { withClient } from '../faults/database.ts';

// The books after the run, by the stock rule of apps/api/src/modules/orders/stock.ts: an order
// holds its lines' stock until it gives it back (`stock_returned_at`), so for every product
// stock before − stock now = units in the lines of orders that have not given stock back.
// The answers the traffic got must say the same: every 201 is an order, with the lines it sent;
// only checkouts still unanswered when the clock stopped may have placed an order unheard of.

export interface BooksReport {
  orders: number;
  ordersWithoutLines: number;
  unitsOrdered: number;
  negativeStock: string[];
  /** Products whose stock moved by other than what the orders hold, or than the 201s said. */
  disagreements: string[];
}

export interface Answers {
  /** Units per product in the orders answered 201. */
  answered: Map<string, number>;
  /** Units per product in checkouts that got no answer. */
  unanswered: Map<string, number>;
}

export async function checkBooks(
  url: string,
  stockBefore: Map<string, number>,
  { answered, unanswered }: Answers,
): Promise<BooksReport> {
  return withClient(url, async (c) => {
    await settled(c);
    const { rows } = await c.query<{ id: string; name: string; stock: number; held: string }>(
      `select p.id, p.name, p.stock,
         coalesce(sum(l.qty) filter (where o.stock_returned_at is null), 0) as held
       from products p
       left join order_lines l on l.product_id = p.id
       left join orders o on o.id = l.order_id
       group by p.id`,
    );
    const count = async (sql: string) => Number((await c.query(sql)).rows[0].n);
    const disagreements: string[] = [];
    for (const { id, name, stock, held } of rows) {
      const taken = (stockBefore.get(id) ?? stock) - stock;
      const sent = answered.get(id) ?? 0;
      const maybe = unanswered.get(id) ?? 0;
      if (taken !== Number(held) || taken < sent || taken > sent + maybe)
        disagreements.push(
          `${name}: stock went down by ${taken}, orders hold ${held}, 201 answers said ${sent}${maybe ? ` (+ up to ${maybe} unanswered)` : ''}`,
        );
    }
    return {
      orders: await count('select count(*) as n from orders'),
      ordersWithoutLines: await count(
        'select count(*) as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)',
      ),
      unitsOrdered: rows.reduce((sum, r) => sum + Number(r.held), 0),
      negativeStock: rows.filter((r) => r.stock < 0).map((r) => r.name),
      disagreements,
    };
  });
}

/** Waits (up to 10 s) until no other session is busy in the database: requests cut off at the end of the run may still be finishing. */
async function settled(c: pg.Client) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { rows } = await c.query(
      `select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
    );
    if (Number(rows[0].n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
