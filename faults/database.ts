import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import type { Queryable } from '../tools/database-clients.ts';

// The faults' own doings in a database: the product every scenario orders, written straight into
// either database, and the machine's PostgreSQL cluster stopped and started under the shop.

/** The one size of the fault product, counted on its own: its books are kept per variant too. */
export const FAULT_SIZE = 'M';

/** A product with plenty of stock, all of it in its one size, in a category of its own. */
export async function stockedProduct(c: Queryable, stock: number): Promise<string> {
  const category = await c.query(
    `insert into categories (name, image_url, image_id) values ('Faults', '/x.webp', 'x') returning id`,
  );
  const product = await c.query(
    `insert into products (name, description, price_pesewas, discount_pesewas, stock, category_id, sizes, stock_per_variant)
     values ('Fault Fan', 'A fan for fault tests.', 10000, 9000, $1, $2, array[$3], true) returning id`,
    [stock, category.rows[0]?.id, FAULT_SIZE],
  );
  const id = product.rows[0]?.id as string;
  await c.query(`insert into product_variants (product_id, size, stock) values ($1, $2, $3)`, [
    id,
    FAULT_SIZE,
    stock,
  ]);
  return id;
}

/** Stops or starts the machine's PostgreSQL cluster. */
export function postgres(action: 'stop' | 'start') {
  const version = readdirSync('/etc/postgresql')[0]!;
  if ((action === 'start') === answers()) return;
  const args = [
    '--skip-systemctl-redirect',
    version,
    'main',
    action,
    ...(action === 'stop' ? ['-m', 'fast'] : []),
  ];
  execFileSync('pg_ctlcluster', args, { stdio: 'ignore' });
}

function answers(): boolean {
  try {
    execFileSync('pg_isready', ['-h', '127.0.0.1', '-q']);
    return true;
  } catch {
    return false;
  }
}
