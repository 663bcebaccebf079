import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { lockDataDir } from '../apps/api/src/lib/data-dir-lock.ts';

const BASE = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const urlOf = (database: string) =>
  Object.assign(new URL(BASE), { pathname: `/${database}` }).toString();

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: BASE });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A scratch database for one scenario or run; `drop()` removes it. The prefix says whose it is. */
export async function scratchDatabase(prefix = 'adepa_faults') {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  return {
    name,
    url: urlOf(name),
    drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)),
  };
}

export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What both databases' clients answer to: node-postgres's Client and PGlite. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The embedded database of a stopped shop, opened as the shop would: its folder locked first. */
export async function withEmbedded<T>(
  dataDir: string,
  work: (client: Queryable) => Promise<T>,
): Promise<T> {
  const lock = lockDataDir(dataDir);
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    extensions: { pg_trgm },
  });
  try {
    return await work(client as unknown as Queryable);
  } finally {
    await client.close();
    lock.release();
  }
}

/** A product with plenty of stock, in a category of its own. */
export async function stockedProduct(c: Queryable, stock: number): Promise<string> {
  const category = await c.query(
    `insert into categories (name, image_url, image_id) values ('Faults', '/x.webp', 'x') returning id`,
  );
  const product = await c.query(
    `insert into products (name, description, price_pesewas, discount_pesewas, stock, category_id) values ('Fault Fan', 'A fan for fault tests.', 10000, 9000, $1, $2) returning id`,
    [stock, category.rows[0]?.id],
  );
  return product.rows[0]?.id as string;
}

export type Books = Awaited<ReturnType<typeof books>>;

/** What the books say: orders, orders without lines, units ordered, stock left. */
export async function books(c: Queryable, productId: string, okOrderIds: string[]) {
  const q = async (sql: string, params: unknown[] = []) =>
    Number((await c.query(sql, params)).rows[0]?.n);
  return {
    orders: await q('select count(*) as n from orders'),
    ordersWithoutLines: await q(
      'select count(*) as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)',
    ),
    unitsOrdered: await q(
      'select coalesce(sum(qty), 0) as n from order_lines where product_id = $1',
      [productId],
    ),
    stockLeft: await q('select stock as n from products where id = $1', [productId]),
    okOrdersFound: await q('select count(*) as n from orders where id = any($1::uuid[])', [
      okOrderIds,
    ]),
  };
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
