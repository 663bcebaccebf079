import { randomBytes } from 'node:crypto';
import { withClient } from '../tools/database-clients.ts';
import { startApi } from './api-process.ts';
import { type Figures, measure } from './measure.ts';
import { type Scenario, trivial } from './scenarios.ts';
import { printFigures } from './table.ts';

// The back office's order search on 20,000 orders: a phone number written as a buyer says it
// (024 ...), matched against the stored +233 form, and the start of a buyer's surname (a page of
// ten and the count of all who share it). Measured against the same run's hello-world. The full
// bench searches the catalogue's own past orders; run alone, it writes 20,000 of its own. The
// back office's low-stock product list is read beside it (on the full bench's 100,000 products).

export const SEARCH_ORDERS = 20_000;
const FIRST = ['Ama', 'Kofi', 'Akua', 'Yaw', 'Efua', 'Kwame', 'Abena', 'Kwesi', 'Adwoa', 'Kojo'];
const LAST = [
  'Mensah',
  'Owusu',
  'Boateng',
  'Asante',
  'Osei',
  'Appiah',
  'Agyeman',
  'Darko',
  'Antwi',
  'Frimpong',
  'Badu',
  'Ofori',
  'Amoah',
  'Kyei',
  'Addo',
  'Tetteh',
  'Quaye',
  'Nkansah',
  'Bonsu',
  'Sarpong',
];

/** 20,000 orders from 20,000 phones, placed over the last 200 days, in one statement. */
async function fillOrders(databaseUrl: string) {
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `insert into orders (order_number, name, phone_number, province, area, items_pesewas,
         shipping_pesewas, tax_pesewas, total_pesewas, delivery_status, payment_status, created_at)
       select 'GH-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'),
         ($1::text[])[1 + i % 10] || ' ' || ($2::text[])[1 + (i / 10) % 20],
         '+23324' || to_char(1000000 + i, 'FM0000000'), 'Ashanti', 'Adum', 5000, 1500, 0, 6500,
         case when i % 20 = 0 then 'pending' when i % 20 = 1 then 'processing' else 'delivered' end,
         case when i % 20 < 2 then 'unpaid' else 'paid' end,
         now() - i * interval '15 minutes'
       from generate_series(1, $3::int) as i`,
      [FIRST, LAST, SEARCH_ORDERS],
    );
    await client.query('analyze orders');
  });
}

/** A buyer to look for: one order's phone, as said aloud (024 455 0123), and a surname's start. */
async function wantedBuyer(databaseUrl: string) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select phone_number as phone, name from orders order by created_at desc
         offset (select count(*) / 2 from orders) limit 1`,
    );
    const { phone, name } = rows[0] as { phone: string; name: string };
    const digits = phone.replace(/^\+233/, '');
    const spoken = `0${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
    const surname = name.split(' ').at(-1) ?? name;
    return { spoken, namePart: surname.slice(0, 4).toLowerCase() };
  });
}

export async function benchOrderSearch(
  databaseUrl: string,
  dataDir: string,
  helloRps: number,
  { fill }: { fill: boolean },
): Promise<Figures[]> {
  // The shop's password rule (a capital, a digit, one of @$!%*#?&) holds at log-in too.
  const password = `Bench#1${randomBytes(12).toString('hex')}`;
  const admin = { email: 'bench-owner@bench.example', password };
  // Started first, so a database of its own is migrated before the orders go in.
  const api = await startApi({ dataDir, databaseUrl, cache: true, admin });
  try {
    if (fill) {
      process.stderr.write(`  order search: filling ${SEARCH_ORDERS} orders...\n`);
      await fillOrders(databaseUrl);
    }
    const { spoken, namePart } = await wantedBuyer(databaseUrl);
    const login = await fetch(`${api.url}/api/users/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    if (!login.ok) throw new Error(`the owner's log-in answered ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    const read = (name: string, path: string): Scenario => ({
      name,
      method: 'GET',
      paths: [path],
      headers: { authorization: `Bearer ${token}` },
    });
    const search = (name: string, q: string) =>
      read(name, `/api/orders/get-orders?${new URLSearchParams({ q })}`);
    const health = await measure(api.url, api.child.pid!, trivial, { health: 0, hello: helloRps });
    const baselines = { health: health.rps, hello: helloRps };
    const figures = [health];
    for (const scenario of [
      search(`order search: phone ${spoken}`, spoken),
      search(`order search: name "${namePart}"`, namePart),
      read('product list: low stock', '/api/products/admin-products?low=1'),
    ]) {
      figures.push(await measure(api.url, api.child.pid!, scenario, baselines));
    }
    printFigures('PostgreSQL, order search (owner signed in)', figures);
    return figures;
  } finally {
    await api.stop();
  }
}
