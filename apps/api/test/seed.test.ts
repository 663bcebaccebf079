import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../demo/seed.ts';
import { ensureAdmin } from '../src/db/admin-account.ts';
import { users } from '../src/db/schema.ts';
import { verifyPassword } from '../src/lib/passwords.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const uploads = () => path.join(t.config.dataDir, 'uploads');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo catalogue', () => {
  it('seeds the shop categories and about 60 products with drawn images, once', async () => {
    // Two processes starting together: one seeds, the other finds the shop stocked.
    const outcomes = await Promise.all([
      seedDemoCatalogue(t.db, uploads(), t.app.log),
      seedDemoCatalogue(t.db, uploads(), t.app.log),
    ]);
    expect(outcomes.sort()).toEqual([false, true]);

    const categories = (await t.app.inject('/api/category/categories')).json();
    expect(categories.map((c: { name: string }) => c.name).sort()).toEqual([
      'Cleaning Products',
      'Electrical Appliances',
      'Personal Care',
      'Shoes',
      'Skills Programmes',
      'Sound Systems for Hire',
      'Unisex Clothing',
      'Watches',
    ]);

    const first = (await t.app.inject('/api/products/allProducts?page=1')).json();
    const pages = await Promise.all(
      Array.from({ length: first.numberOfPages }, (_, i) =>
        t.app.inject(`/api/products/allProducts?page=${i + 1}`),
      ),
    );
    const products = pages.flatMap((res) => res.json().products);
    expect(products.length).toBeGreaterThanOrEqual(56);
    expect(new Set(products.map((p: { name: string }) => p.name)).size).toBe(products.length);
    expect(products.filter((p: { stock: number }) => p.stock === 0).length).toBeGreaterThanOrEqual(
      3,
    );
    for (const p of products) {
      expect(p.discount).toBeLessThan(p.price);
      expect(p.image.length).toBeGreaterThanOrEqual(2);
      expect(p.rating).toBeGreaterThanOrEqual(0);
      expect(p.rating).toBeLessThanOrEqual(5);
    }
    expect(products.some((p: { numReviews: number }) => p.numReviews > 0)).toBe(true);

    // Every image, its small copy and its thumbnail is a real WebP file on disk, at its display size.
    const sample = [products[0], products.at(-1)].flatMap((p) =>
      p.image.map((i: { url: string }) => i.url),
    );
    for (const url of [...sample, categories[0].url]) {
      const file = path.join(uploads(), path.basename(url));
      expect(readFileSync(file).subarray(8, 12).toString()).toBe('WEBP');
      expect(await sharp(file).metadata()).toMatchObject({
        format: 'webp',
        width: 800,
        height: 800,
      });
      expect((await sharp(file.replace(/\.webp$/, '-w720.webp')).metadata()).width).toBe(720);
      expect((await sharp(file.replace(/\.webp$/, '-w400.webp')).metadata()).width).toBe(400);
      expect((await sharp(file.replace(/\.webp$/, '-w160.webp')).metadata()).width).toBe(160);
    }
    const served = await t.app.inject(sample[0]);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect(await seedDemoCatalogue(t.db, uploads(), t.app.log)).toBe(false);
    const again = (await t.app.inject('/api/products/allProducts?page=1')).json();
    expect(again.numberOfPages).toBe(first.numberOfPages);
  });
});

describe('admin account', () => {
  const countAdmins = async () =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.isAdmin, true))
    )[0]?.n;

  it('creates a demo admin once in embedded mode and keeps its credentials in DATA_DIR', async () => {
    await ensureAdmin(t.db, t.config, t.app.log);
    const file = path.join(t.config.dataDir, 'demo-admin.json');
    expect(existsSync(file)).toBe(true);
    const demo = JSON.parse(readFileSync(file, 'utf8'));
    const [admin] = await t.db.select().from(users).where(eq(users.email, demo.email));
    expect(admin?.isAdmin).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, demo.password)).toBe(true);
    expect(demo.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*#?&]).{8,}$/);

    await ensureAdmin(t.db, t.config, t.app.log);
    expect(await countAdmins()).toBe(1);
  });

  it('applies ADMIN_EMAIL and ADMIN_PASSWORD at every start, promoting an existing user', async () => {
    const [customer] = await t.db
      .insert(users)
      .values({ username: 'Esi', email: 'esi@example.com', passwordHash: 'x' })
      .returning();
    const config = { ...t.config, admin: { email: 'ESI@example.com', password: 'Owner#2026pass' } };
    await ensureAdmin(t.db, config, t.app.log);
    const [promoted] = await t.db.select().from(users).where(eq(users.id, customer!.id));
    expect(promoted?.isAdmin).toBe(true);
    expect(await verifyPassword(promoted!.passwordHash, 'Owner#2026pass')).toBe(true);

    await ensureAdmin(
      t.db,
      { ...config, admin: { email: 'new.owner@example.com', password: 'Another#2026x' } },
      t.app.log,
    );
    const [created] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.email, 'new.owner@example.com'), eq(users.isAdmin, true)));
    expect(created).toBeDefined();
  });
});
