import { randomBytes } from 'node:crypto';
import { withClient } from '../tools/database-clients.ts';
import { startApi } from './api-process.ts';
import { type Figures, measure, NO_BASELINES } from './measure.ts';
import { type Scenario, trivial } from './scenarios.ts';
import { printFigures } from './table.ts';

// The back office's order search on 20,000 orders: a phone number written as a buyer says it
// (024 ...), matched against the stored +233 form, and part of a surname shared by about 1,000
// orders (a page of ten and the count). Measured against the same run's hello-world.

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
/** The order whose buyer the phone search looks for. */
const WANTED = 12_345;
const phoneOf = (i: number) => `24${String(1_000_000 + i).padStart(7, '0')}`;

/** 20,000 orders from 20,000 phones, placed over the last 200 days, in one statement. */
async function fillOrders(databaseUrl: string) {
  await withClient(databaseUrl, async (client) => {
    await client.query(
      `insert into orders (order_number, name, phone_number, province, area, items_pesewas,
         shipping_pesewas, tax_pesewas, total_pesewas, delivery_status, payment_status, created_at)
       select 'GH-2025-' || to_char(500000 + i, 'FM000000'),
         ($1::text[])[1 + i % 10] || ' ' || ($2::text[])[1 + (i / 10) % 20],
         '+233' || '24' || to_char(1000000 + i, 'FM0000000'), 'Ashanti', 'Adum', 5000, 1500, 0, 6500,
         case when i % 20 = 0 then 'pending' when i % 20 = 1 then 'processing' else 'delivered' end,
         case when i % 20 < 2 then 'unpaid' else 'paid' end,
         now() - i * interval '15 minutes'
       from generate_series(1, $3::int) as i`,
      [FIRST, LAST, SEARCH_ORDERS],
    );
    await client.query('analyze orders');
  });
}

export async function benchOrderSearch(
  databaseUrl: string,
  dataDir: string,
  helloRps: number,
): Promise<Figures[]> {
  const admin = { email: 'owner@bench.example.com', password: randomBytes(12).toString('hex') };
  // Started first, so a database of its own is migrated before the orders go in.
  const api = await startApi({ dataDir, databaseUrl, cache: true, admin });
  try {
    process.stderr.write(`  order search: filling ${SEARCH_ORDERS} orders...\n`);
    await fillOrders(databaseUrl);
    const login = await fetch(`${api.url}/api/users/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    if (!login.ok) throw new Error(`the owner's log-in answered ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    const digits = phoneOf(WANTED);
    const spoken = `0${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
    const search = (name: string, q: string): Scenario => ({
      name,
      method: 'GET',
      paths: [`/api/orders/get-orders?${new URLSearchParams({ q })}`],
      headers: { authorization: `Bearer ${token}` },
    });
    const health = await measure(api.url, api.child.pid!, trivial, NO_BASELINES);
    const baselines = { health: health.rps, hello: helloRps };
    const figures = [health];
    for (const scenario of [
      search(`order search: phone (${SEARCH_ORDERS} orders)`, spoken),
      search(`order search: name, ~1,000 match (${SEARCH_ORDERS} orders)`, 'owus'),
    ]) {
      figures.push(await measure(api.url, api.child.pid!, scenario, baselines));
    }
    printFigures('PostgreSQL, order search (owner signed in)', figures);
    return figures;
  } finally {
    await api.stop();
  }
}
