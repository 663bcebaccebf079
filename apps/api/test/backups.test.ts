import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, type FSWatcher, lstatSync, readdirSync, readFileSync, watch } from 'node:fs';
import { link, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { create as createTar, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusReply } from '../src/backups/admin-routes.ts';
import { writeBackup } from '../src/backups/archive.ts';
import { RestoreError, restoreBackup } from '../src/backups/restore.ts';
import { startBackups } from '../src/backups/schedule.ts';
import { type Database, openDatabase, queryRows } from '../src/db/client.ts';
import { type Account, bearer, logIn, PASSWORD, signUp, signUpAdmin } from './helpers/accounts.ts';
import { insertCategory } from './helpers/factories.ts';
import { multipart } from './helpers/multipart.ts';
import { placeOrder } from './helpers/orders.ts';
import { png } from './helpers/pictures.ts';
import { adminUrl, scratchName } from './helpers/postgres.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// A shop with customers, orders, reviews and pictures is backed up, restored elsewhere (into an
// embedded data folder and into PostgreSQL, the owner's way up) and found equal row for row and
// file for file; the restored shop runs and its customers log in with their passwords.

const CONTROL_TOKEN = 'control-token-of-this-test-shop-0123456789';
let t: TestApp;
let admin: Account;
let ama: Account;
let productId: string;
let scratch: string;
const databases: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ controlToken: CONTROL_TOKEN });
  scratch = await mkdtemp(path.join(os.tmpdir(), 'adepa-backups-'));
  admin = await signUpAdmin(t.app, t.db);
  ama = await signUp(t.app, 'Ama Mensah');
  await signUp(t.app, "Kofi O'Brien");
  productId = await createProductWithPicture();
  for (const qty of [1, 2])
    expect((await placeOrder(t.app, [{ _id: productId, qty }], ama)).statusCode).toBe(201);
  expect((await placeOrder(t.app, [{ _id: productId, qty: 1 }])).statusCode).toBe(201);
  const review = await t.app.inject({
    method: 'POST',
    url: '/api/products/customer/submit-reviews',
    headers: bearer(ama),
    payload: {
      productId,
      rating: 4,
      review: "Fits well; the 'green' is deep.\nWould buy again \\o/",
    },
  });
  expect(review.statusCode).toBeLessThan(300);
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(scratch, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

async function createProductWithPicture(): Promise<string> {
  const body = multipart([
    { name: 'file', value: await png(64, 64), filename: 'kente.png', type: 'image/png' },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/images',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
  expect(uploaded.statusCode).toBe(201);
  const [image] = uploaded.json();
  await insertCategory(t.db, 'Clothing');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/products/add-products',
    headers: bearer(admin),
    payload: {
      name: 'Kente Shirt',
      description: 'Woven in Bonwire.',
      price: 250,
      discount: 200,
      stock: 40,
      category: 'clothing',
      brand: 'Bonwire Weavers',
      image: [image.secure_url],
      sizes: ['M'],
      colors: ['Green'],
      features: ['Hand woven'],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json()._id;
}

async function newPostgres(): Promise<string> {
  const name = scratchName();
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  databases.push(name);
  return adminUrl(name);
}

/** Every row of every table (but the two the triggers rebuild), as text, in order. */
async function rowsOf(database: Database): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public'
        and tablename not in ('catalogue_state', 'stock_state', 'search_words') order by tablename`,
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    const found = await queryRows<{ row: string }>(
      database.db,
      sql`select (t.*)::text as row from ${sql.identifier(name)} t order by 1`,
    );
    rows[name] = found.map((r) => r.row);
  }
  return rows;
}

/**
 * The rows of a restored database, and its log's entry of the restore itself (the one row the
 * backup did not hold): the rest must equal the original's.
 */
function restoredRows(rows: Record<string, string[]>) {
  const log = rows.activity_log ?? [];
  const restore = log.filter((row) => row.includes('backup.restore'));
  expect(restore).toHaveLength(1);
  return { ...rows, activity_log: log.filter((row) => !restore.includes(row)) };
}

function filesOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((name) => [
        name,
        createHash('sha256')
          .update(readFileSync(path.join(dir, name)))
          .digest('hex'),
      ]),
  );
}

const uploadsOf = () => path.join(t.config.dataDir, 'uploads');

describe('a backup of the shop', () => {
  let file: string;
  let original: Record<string, string[]>;

  beforeAll(async () => {
    file = path.join(scratch, 'shop.tar.gz');
    const manifest = await writeBackup({ database: t.database, dataDir: t.config.dataDir, file });
    expect(manifest.tables).toMatchObject({ orders: 3, reviews: 1, users: 3, products: 1 });
    // The owner's record goes with the shop.
    expect(manifest.tables.activity_log).toBeGreaterThan(0);
    expect(manifest.uploads).toBeGreaterThanOrEqual(2);
    original = await rowsOf(t.database);
  }, 60_000);

  it('holds the whole shop: restored into an empty data folder, every row and picture is equal', async () => {
    const target = path.join(scratch, 'restored-embedded');
    await restoreBackup(file, {
      kind: 'pglite',
      dbDir: path.join(target, 'db'),
      uploadsDir: path.join(target, 'uploads'),
    });
    const restored = await openDatabase({ kind: 'pglite', dataDir: path.join(target, 'db') });
    try {
      expect(restoredRows(await rowsOf(restored))).toEqual(original);
    } finally {
      await restored.close();
    }
    expect(filesOf(path.join(target, 'uploads'))).toEqual(filesOf(uploadsOf()));
  }, 60_000);

  it('moves the shop onto PostgreSQL: the restored shop runs, customers log in and orders continue', async () => {
    const url = await newPostgres();
    const dataDir = path.join(scratch, 'restored-postgres');
    await restoreBackup(file, { kind: 'postgres', url, uploadsDir: path.join(dataDir, 'uploads') });
    const restored = await openDatabase({ kind: 'postgres', url });
    expect(restoredRows(await rowsOf(restored))).toEqual(original);
    expect(filesOf(path.join(dataDir, 'uploads'))).toEqual(filesOf(uploadsOf()));

    // The api on the moved database, as `DATABASE_URL=... npm start` would run it.
    const onPostgres = { ...restored, connectAgain: async () => restored, dispose: async () => {} };
    const moved = await createTestApp({
      env: { DATA_DIR: dataDir },
      besides: { database: onPostgres },
    });
    try {
      const session = await logIn(moved.app, ama.email, PASSWORD);
      expect(session.statusCode).toBe(200);
      const mine = await moved.app.inject({
        url: '/api/orders/get-orders-by-customer',
        headers: { authorization: `Bearer ${session.json().token}` },
      });
      expect(mine.json().orders ?? mine.json()).toHaveLength(2);
      const picture = await moved.app.inject(`/uploads/${readdirSync(uploadsOf())[0]}`);
      expect(picture.statusCode).toBe(200);
      const before = await queryRows<{ n: string }>(
        moved.db,
        sql`select max(order_number) as n from orders`,
      );
      const next = await placeOrder(moved.app, [{ _id: productId, qty: 1 }]);
      expect(next.statusCode).toBe(201);
      expect(next.json().orderNumber ?? next.json().order?.orderNumber).not.toBe(before[0]?.n);
    } finally {
      await moved.close();
      await restored.close();
    }
  }, 60_000);

  it('is a script psql loads into an empty PostgreSQL database', async () => {
    const unpacked = path.join(scratch, 'unpacked');
    await mkdir(unpacked);
    await extract({ file, cwd: unpacked });
    const url = await newPostgres();
    execFileSync(
      'psql',
      ['-q', '-v', 'ON_ERROR_STOP=1', '-d', url, '-f', path.join(unpacked, 'database.sql')],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    const loaded = await openDatabase({ kind: 'postgres', url });
    try {
      expect(await rowsOf(loaded)).toEqual(original);
    } finally {
      await loaded.close();
    }
  }, 60_000);

  it('takes from an archive only the backup’s files and pictures named as the shop names them', async () => {
    const root = path.join(scratch, 'crafted');
    await mkdir(root);
    await extract({ file, cwd: root });
    const own = readdirSync(path.join(root, 'uploads')).sort();
    const planted = {
      'uploads/notes.txt': 'not a picture',
      'uploads/product-0123abcd.webp.html': '<script>alert(1)</script>',
      'uploads/category-nested/product-0123abcd.webp': 'in a folder',
      'run-me.sh': 'rm -rf /',
      '../escape.webp': 'beside the archive',
    };
    for (const [name, content] of Object.entries(planted)) {
      await mkdir(path.dirname(path.join(root, name)), { recursive: true });
      await writeFile(path.join(root, name), content);
    }
    const symbolic = 'uploads/product-00000000000000000000aaaa.webp';
    await symlink('/etc/passwd', path.join(root, symbolic));
    // A hard link to a file packed before it goes into the archive as a link entry.
    const hard = 'uploads/product-00000000000000000000bbbb.webp';
    await link(path.join(root, 'backup.json'), path.join(root, hard));
    const absolute = path.join(scratch, 'product-00000000000000000000cccc.webp');
    await writeFile(absolute, 'from anywhere');
    const archive = path.join(scratch, 'crafted.tar.gz');
    await createTar({ gzip: true, file: archive, cwd: root, preservePaths: true }, [
      'backup.json',
      'database.sql',
      ...own.map((name) => `uploads/${name}`),
      ...Object.keys(planted),
      symbolic,
      hard,
      absolute,
    ]);

    const target = path.join(scratch, 'restored-crafted');
    const { skipped } = await restoreBackup(archive, {
      kind: 'pglite',
      dbDir: path.join(target, 'db'),
      uploadsDir: path.join(target, 'uploads'),
    });
    expect(skipped.sort()).toEqual([...Object.keys(planted), symbolic, hard, absolute].sort());
    expect(readdirSync(path.join(target, 'uploads')).sort()).toEqual(own);
    for (const name of own)
      expect(lstatSync(path.join(target, 'uploads', name)).isFile()).toBe(true);
    expect(readdirSync(target).sort()).toEqual(['db', 'uploads']);
  }, 60_000);

  it('never writes over data: a folder or a database that holds anything is refused', async () => {
    const full = path.join(scratch, 'full');
    await mkdir(path.join(full, 'db'), { recursive: true });
    await writeFile(path.join(full, 'db', 'PG_VERSION'), '17');
    await expect(
      restoreBackup(file, {
        kind: 'pglite',
        dbDir: path.join(full, 'db'),
        uploadsDir: path.join(full, 'uploads'),
      }),
    ).rejects.toThrow(/is not empty/);
    expect(readFileSync(path.join(full, 'db', 'PG_VERSION'), 'utf8')).toBe('17');

    const url = await newPostgres();
    const busy = await openDatabase({ kind: 'postgres', url });
    await busy.runScript('create table keep_me (id int); insert into keep_me values (1);');
    await busy.close();
    await expect(
      restoreBackup(file, {
        kind: 'postgres',
        url,
        uploadsDir: path.join(scratch, 'busy-uploads'),
      }),
    ).rejects.toThrow(/already has tables/);

    const notABackup = path.join(scratch, 'holiday.tar.gz');
    await writeFile(notABackup, 'not a backup');
    await expect(
      restoreBackup(notABackup, {
        kind: 'pglite',
        dbDir: path.join(scratch, 'x', 'db'),
        uploadsDir: path.join(scratch, 'x', 'uploads'),
      }),
    ).rejects.toBeInstanceOf(RestoreError);
  }, 60_000);
});

describe('where a backup is written', () => {
  it('never into the shop’s pictures or database folder, however the path leads there, nor over a file', async () => {
    const dataDir = t.config.dataDir;
    const viaLink = path.join(scratch, 'to-pictures');
    await symlink(uploadsOf(), viaLink);
    const existing = path.join(scratch, 'existing.tar.gz');
    await writeFile(existing, 'an older backup');
    const refused: [string, string][] = [
      [path.join(uploadsOf(), 'shop.tar.gz'), 'inside-data'],
      [uploadsOf(), 'inside-data'],
      [path.join(viaLink, 'new', 'shop.tar.gz'), 'inside-data'],
      [path.join(dataDir, 'db', 'shop.tar.gz'), 'inside-data'],
      [existing, 'exists'],
    ];
    for (const [file, problem] of refused)
      await expect(
        writeBackup({ database: t.database, dataDir, file }),
        file,
      ).rejects.toMatchObject({ problem });
    expect(readFileSync(existing, 'utf8')).toBe('an older backup');
    expect(readdirSync(uploadsOf()).filter((name) => !name.endsWith('.webp'))).toEqual([]);
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  });

  it('is readable by its owner only, from the first byte of every file it writes', async () => {
    // Incompressible pictures keep the archive being written long enough to be seen.
    const dataDir = path.join(scratch, 'big-pictures');
    await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
    await writeFile(
      path.join(dataDir, 'uploads', 'product-0123456789abcdef01234567.webp'),
      randomBytes(16_000_000),
    );
    const dir = path.join(scratch, 'private');
    await mkdir(dir);
    // Every file and folder seen while the backup is written, with the loosest mode it had.
    const seen = new Map<string, string>();
    const watchers: FSWatcher[] = [];
    const look = (folder: string) =>
      watchers.push(
        watch(folder, (_event, name) => {
          const entry = path.join(folder, name ?? '');
          const stats = lstatSync(entry, { throwIfNoEntry: false });
          if (!name || !stats || stats.isSymbolicLink()) return;
          if (stats.isDirectory() && !seen.has(entry)) look(entry);
          const kind = stats.isDirectory() ? 'folder' : 'file';
          const mode = `${kind} ${(stats.mode & 0o777).toString(8)}`;
          if (!seen.has(entry) || !mode.endsWith('00')) seen.set(entry, mode);
        }),
      );
    look(dir);
    const file = path.join(dir, 'shop.tar.gz');
    try {
      await writeBackup({ database: t.database, dataDir, file });
    } finally {
      for (const watcher of watchers) watcher.close();
    }
    const staged = [...seen.keys()].filter((entry) => entry.startsWith(path.join(dir, '.backup-')));
    expect(staged.length).toBeGreaterThan(1);
    expect(Object.fromEntries(seen)).toEqual(
      Object.fromEntries(
        [...seen].map(([entry, mode]) => [
          entry,
          mode.startsWith('folder') ? 'folder 700' : 'file 600',
        ]),
      ),
    );
    expect(seen.get(file)).toBe('file 600');
    expect(readdirSync(dir)).toEqual(['shop.tar.gz']);
  }, 60_000);
});

describe('the running shop backs itself up', () => {
  it('on schedule, keeping the newest, and remembers the last one across restarts', async () => {
    const dir = path.join(scratch, 'scheduled');
    const log = { info() {}, error() {} };
    const options = {
      database: t.database,
      dataDir: t.config.dataDir,
      dir,
      everyHours: 0,
      keep: 2,
      log,
    };
    const backups = startBackups(options);
    for (let i = 0; i < 3; i++) await backups.backUp();
    await backups.backUp(path.join(dir, 'by-hand.tar.gz'));
    await backups.stop();
    const kept = readdirSync(dir)
      .filter((name) => name.endsWith('.tar.gz'))
      .sort();
    expect(kept).toHaveLength(3);
    expect(kept).toContain('by-hand.tar.gz');
    const again = startBackups(options);
    expect(again.status().lastSuccess?.file).toBe(path.join(dir, 'by-hand.tar.gz'));
    await again.stop();
  }, 60_000);

  it('tells the owner when the last backup failed, is old, or was never made', () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    const success = (h: number) => ({ at: hoursAgo(h), file: '/b.tar.gz', bytes: 1 });
    expect(statusReply({ lastSuccess: success(3) }, 24).state).toBe('ok');
    expect(statusReply({ lastSuccess: success(49) }, 24).state).toBe('old');
    expect(
      statusReply(
        { lastSuccess: success(3), lastFailure: { at: hoursAgo(1), error: 'disk full' } },
        24,
      ).state,
    ).toBe('failed');
    expect(statusReply({}, 24).state).toBe('none');
    expect(statusReply({}, 0).state).toBe('off');
    expect(statusReply(null, 24)).toMatchObject({ embedded: false, state: 'server' });
  });

  it('shows the dashboard its state, to the admin only', async () => {
    const status = (headers = {}) => t.app.inject({ url: '/api/backups/status', headers });
    expect((await status()).statusCode).toBe(401);
    expect((await status(bearer(ama))).statusCode).toBe(403);
    const seen = await status(bearer(admin));
    expect(seen.statusCode).toBe(200);
    expect(seen.json().embedded).toBe(t.database.kind === 'pglite');
  });

  it('writes a backup when the owner’s tool asks with the data folder’s secret, and for no one else', async () => {
    const file = path.join(scratch, 'asked.tar.gz');
    const ask = (authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/backups',
        headers: authorization ? { authorization } : {},
        payload: { file },
      });
    expect((await ask()).statusCode).toBe(401);
    expect((await ask(`Bearer ${ama.session.token}`)).statusCode).toBe(401);
    expect((await ask(`Bearer ${admin.session.token}`)).statusCode).toBe(401);
    const asked = await ask(`Bearer ${CONTROL_TOKEN}`);
    if (t.database.kind === 'postgres') {
      expect(asked.statusCode).toBe(409);
      return;
    }
    expect(asked.statusCode).toBe(200);
    expect(existsSync(file)).toBe(true);
  }, 60_000);

  it('answers only a connection from this machine, whatever its headers say', async () => {
    const file = path.join(scratch, 'never-written.tar.gz');
    const ask = (remoteAddress: string, headers: Record<string, string> = {}, payload = { file }) =>
      t.app.inject({ method: 'POST', url: '/api/backups', remoteAddress, headers, payload });
    const owner = { authorization: `Bearer ${CONTROL_TOKEN}` };
    for (const elsewhere of ['203.0.113.7', '10.0.0.2', '::ffff:192.0.2.1', '2001:db8::1']) {
      const asked = await ask(elsewhere, { ...owner, 'x-forwarded-for': '127.0.0.1' });
      expect(asked.statusCode, elsewhere).toBe(403);
      expect(asked.json().error).toBe(
        'A backup can only be asked for from the shop’s own machine, through 127.0.0.1',
      );
    }
    // Refused before its body is read.
    expect((await ask('203.0.113.7', owner, { file: 'relative' })).statusCode).toBe(403);
    // Through a proxy on this machine, which adds the client's address.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip'])
      expect((await ask('127.0.0.1', { ...owner, [header]: '203.0.113.7' })).statusCode).toBe(403);
    for (const here of ['127.0.0.1', '127.4.5.6', '::1', '::ffff:127.0.0.1'])
      expect((await ask(here)).statusCode, here).toBe(401);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a file in the shop’s pictures or over an existing one, saying why', async () => {
    if (t.database.kind === 'postgres') return;
    const ask = (file: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/backups',
        headers: { authorization: `Bearer ${CONTROL_TOKEN}` },
        payload: { file },
      });
    const inPictures = await ask(path.join(uploadsOf(), 'shop.tar.gz'));
    expect(inPictures.statusCode).toBe(400);
    expect(inPictures.json().error).toBe(
      `A backup cannot be written inside the shop's pictures folder ${uploadsOf()}: choose another folder`,
    );
    const existing = path.join(scratch, 'kept.tar.gz');
    await writeFile(existing, 'an older backup');
    const over = await ask(existing);
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe(
      `${existing} already exists: a backup is never written over a file, choose a new name`,
    );
    expect(readFileSync(existing, 'utf8')).toBe('an older backup');
    // The owner's slip is not a failed backup on the dashboard.
    expect(t.app.backups?.status().lastFailure).toBeUndefined();
  });
});
