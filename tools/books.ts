import { setTimeout as sleep } from 'node:timers/promises';
import type { Queryable } from './database-clients.ts';

// The stock rule of apps/api/src/modules/stock, as books: an order holds its lines' stock until it
// gives it back (`stock_returned_at`), so between two readings the units a product (and, counted
// per size and colour, each of its variants) lost equal the units orders newly hold of it; a
// product counted per variant holds the sum of its variants; no stock is below zero and no order
// is without lines.

/** A product's stock now, and the units of it that orders hold. */
export interface Shelf {
  name: string;
  stock: number;
  held: number;
}

export interface Books {
  orders: number;
  ordersWithoutLines: number;
  /** By product id. */
  shelves: Map<string, Shelf>;
  /** The variants of products counted per variant, by variant id (named "product (size, colour)"). */
  variantShelves: Map<string, Shelf>;
  /** Products counted per variant whose stock is not the sum of their variants'. */
  sumsOff: string[];
}

/** The books now, of every product or only of `productIds`. */
export async function readBooks(c: Queryable, productIds?: string[]): Promise<Books> {
  const { rows } = await c.query(
    `select p.id, p.name, p.stock,
       coalesce(sum(l.qty) filter (where o.stock_returned_at is null), 0) as held
     from products p
     left join order_lines l on l.product_id = p.id
     left join orders o on o.id = l.order_id
     ${productIds ? 'where p.id = any($1::uuid[])' : ''}
     group by p.id`,
    productIds ? [productIds] : [],
  );
  const variants = await c.query(
    `select v.id, p.name || ' (' || concat_ws(', ', nullif(v.size, ''), nullif(v.color, '')) || ')' as name,
       v.stock, coalesce(sum(l.qty) filter (where o.stock_returned_at is null), 0) as held
     from product_variants v
     join products p on p.id = v.product_id and p.stock_per_variant
     left join order_lines l on l.variant_id = v.id
     left join orders o on o.id = l.order_id
     ${productIds ? 'where p.id = any($1::uuid[])' : ''}
     group by v.id, p.name`,
    productIds ? [productIds] : [],
  );
  const sums = await c.query(
    `select p.name from products p
     where p.stock_per_variant
       and p.stock <> (select coalesce(sum(v.stock), 0) from product_variants v where v.product_id = p.id)
       ${productIds ? 'and p.id = any($1::uuid[])' : ''}`,
    productIds ? [productIds] : [],
  );
  const count = async (sql: string) => Number((await c.query(sql)).rows[0]?.n);
  const shelvesOf = (result: { rows: Record<string, unknown>[] }) =>
    new Map(
      result.rows.map((r) => [
        String(r.id),
        { name: String(r.name), stock: Number(r.stock), held: Number(r.held) },
      ]),
    );
  return {
    orders: await count('select count(*) as n from orders'),
    ordersWithoutLines: await count(
      'select count(*) as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)',
    ),
    shelves: shelvesOf({ rows }),
    variantShelves: shelvesOf(variants),
    sumsOff: sums.rows.map((r) => String(r.name)),
  };
}

/** Units per product in the orders answered 201, and in checkouts that got no answer. */
export interface Answers {
  confirmed: Map<string, number>;
  unanswered?: Map<string, number>;
}

export interface Movement {
  /** Units the shelves lost. */
  stockTaken: number;
  /** Units orders newly hold. */
  unitsOrdered: number;
  negativeStock: string[];
  /** Products whose stock moved by other than what orders newly hold, or than the 201s said. */
  disagreements: string[];
}

/**
 * What moved between two readings, product by product. With `answers`, a product's stock must
 * also have gone down by at least the units confirmed, and by no more than those plus the units
 * of checkouts still unanswered when the traffic stopped (they may have placed an order unheard of).
 */
export function compareBooks(
  before: Map<string, Shelf>,
  after: Map<string, Shelf>,
  answers?: Answers,
): Movement {
  const movement: Movement = {
    stockTaken: 0,
    unitsOrdered: 0,
    negativeStock: [],
    disagreements: [],
  };
  for (const [id, { name, stock, held }] of after) {
    const taken = (before.get(id)?.stock ?? stock) - stock;
    const ordered = held - (before.get(id)?.held ?? 0);
    movement.stockTaken += taken;
    movement.unitsOrdered += ordered;
    if (stock < 0) movement.negativeStock.push(name);
    const sent = answers?.confirmed.get(id) ?? 0;
    const maybe = answers?.unanswered?.get(id) ?? 0;
    if (taken !== ordered || (answers && (taken < sent || taken > sent + maybe)))
      movement.disagreements.push(
        `${name}: stock went down by ${taken}, orders hold ${ordered} more${answers ? `, 201 answers said ${sent}${maybe ? ` (+ up to ${maybe} unanswered)` : ''}` : ''}`,
      );
  }
  return movement;
}

/** How many of `orderIds` are in the database. */
export async function ordersFound(c: Queryable, orderIds: string[]): Promise<number> {
  const { rows } = await c.query('select count(*) as n from orders where id = any($1::uuid[])', [
    orderIds,
  ]);
  return Number(rows[0]?.n);
}

/**
 * Waits (up to 10 s) until no other session is busy in a PostgreSQL database: requests cut off
 * at the end of a run may still be finishing, and the books are read after them.
 */
export async function untilIdle(c: Queryable): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { rows } = await c.query(
      `select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
    );
    if (Number(rows[0]?.n) === 0) return;
    await sleep(200);
  }
}
