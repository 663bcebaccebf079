import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { toPesewas } from '@adepa/contract/money';
import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../src/db/client.ts';
import { categories, productImages, products, reviews, users } from '../src/db/schema.ts';
import { PICTURE_SIZES } from '../src/images/image-store.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { combinations, saveGrid, syncOptions } from '../src/modules/stock/index.ts';
import { demoCategories, demoProducts } from './catalogue.ts';
import type { DrawingSpec } from './drawings.ts';
import { renderDrawing } from './render.ts';
import { demoReviewers, reviewComment } from './reviews.ts';

// Seeds the demo catalogue into an empty shop (no categories yet): categories, products with their
// drawn images, and reviews by demo customers (who cannot log in: their password is random).
// Processes starting together on one PostgreSQL take turns through an advisory lock, so that only
// the first one seeds.

const SEED_LOCK = 7_246_002;

/** The demo's clothes and shoes count their stock per size and colour, some sizes sold out. */
const COUNTED_PER_SIZE = new Set(['Shoes', 'Unisex Clothing']);

/**
 * Spreads a product's stock over its sizes x colours as a shop's shelf might hold it: every third
 * variant (shifted by the product's place in the list) sold out, the rest sharing the stock.
 */
async function countPerSize(
  tx: Tx,
  productId: string,
  product: { stock: number; sizes: string[]; colors: string[] },
  index: number,
) {
  const cells = combinations(product.sizes, product.colors);
  if (cells.length < 2) return;
  const inStock = cells.filter((_, i) => (i + index) % 3 !== 1).length;
  let left = product.stock;
  let given = 0;
  const variants = cells.map((cell, i) => {
    const soldOut = (i + index) % 3 === 1;
    given += soldOut ? 0 : 1;
    const stock = soldOut ? 0 : given === inStock ? left : Math.floor(product.stock / inStock);
    left -= stock;
    return { ...cell, stock };
  });
  await saveGrid(
    tx,
    productId,
    {
      stockPerVariant: true,
      variants: variants.map((v) => ({ ...v, sku: null })),
      reason: 'stock_count',
    },
    { reason: 'stock_count', userId: null },
  );
}

export async function seedDemoCatalogue(
  db: Db,
  uploadsDir: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const started = Date.now();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(categories);
    if ((existing?.n ?? 0) > 0) return false;

    await mkdir(uploadsDir, { recursive: true });
    const categoryImages = await Promise.all(
      demoCategories.map((c) => renderImage(uploadsDir, `category-${slug(c.name)}`, c.drawing)),
    );
    const productImageSets = await mapLimited(demoProducts, 4, (p) =>
      Promise.all(
        p.drawings.map((d, i) => renderImage(uploadsDir, `product-${slug(p.name)}-${i + 1}`, d)),
      ),
    );

    const categoryRows = await tx
      .insert(categories)
      .values(
        demoCategories.map((c, i) => ({
          name: c.name,
          imageUrl: categoryImages[i]!.url,
          imageId: categoryImages[i]!.publicId,
        })),
      )
      .returning({ id: categories.id, name: categories.name });
    const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));

    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    const reviewerRows = await tx
      .insert(users)
      .values(demoReviewers.map((r) => ({ username: r.name, email: r.email, passwordHash })))
      .returning({ id: users.id, name: users.username });

    const now = Date.now();
    const arrival = arrivalOrder();
    for (const [index, p] of demoProducts.entries()) {
      const ratingSum = p.ratings.reduce((a, b) => a + b, 0);
      const [row] = await tx
        .insert(products)
        .values({
          name: p.name,
          description: p.description,
          pricePesewas: toPesewas(p.price),
          discountPesewas: toPesewas(p.discount),
          stock: p.stock,
          categoryId: categoryId.get(p.category) ?? fail(`unknown category ${p.category}`),
          brand: p.brand,
          sizes: p.sizes,
          colors: p.colors,
          features: p.features,
          rating: p.ratings.length ? Math.round((ratingSum / p.ratings.length) * 100) / 100 : 0,
          numReviews: p.ratings.length,
          createdAt: new Date(now - (arrival[index]! + 1) * 3_600_000),
        })
        .returning({ id: products.id });
      const productId = row!.id;
      await tx
        .insert(productImages)
        .values(
          productImageSets[index]!.map((image, position) => ({ productId, ...image, position })),
        );
      await syncOptions(tx, productId, p, null);
      if (COUNTED_PER_SIZE.has(p.category)) await countPerSize(tx, productId, p, index);
      if (p.ratings.length) {
        await tx.insert(reviews).values(
          p.ratings.map((rating, i) => {
            const reviewer = reviewerRows[(index + i) % reviewerRows.length]!;
            return {
              productId,
              userId: reviewer.id,
              name: reviewer.name,
              rating,
              comment: reviewComment(rating, index + i),
              createdAt: new Date(now - (i + 1) * 86_400_000),
            };
          }),
        );
      }
    }
    return true;
  });
  if (seeded) {
    log.info(
      `Demo catalogue seeded: ${demoCategories.length} categories, ${demoProducts.length} products in ${Date.now() - started} ms`,
    );
  }
  return seeded;
}

/**
 * How recently each product "arrived" (0 = newest): the categories take turns, so that the new
 * arrivals on the home page show a bit of everything rather than one category.
 */
function arrivalOrder(): number[] {
  const rankInCategory = new Map<string, number>();
  const keys = demoProducts.map((p, index) => {
    const rank = rankInCategory.get(p.category) ?? 0;
    rankInCategory.set(p.category, rank + 1);
    return {
      index,
      key: rank * demoCategories.length + demoCategories.findIndex((c) => c.name === p.category),
    };
  });
  const order: number[] = new Array(demoProducts.length);
  keys
    .sort((a, b) => a.key - b.key)
    .forEach(({ index }, position) => {
      order[index] = position;
    });
  return order;
}

interface StoredImage {
  url: string;
  publicId: string;
}

/** Renders one drawing at each of the picture store's sizes, under a generated name. */
async function renderImage(dir: string, base: string, spec: DrawingSpec): Promise<StoredImage> {
  const publicId = `${base}-${randomBytes(4).toString('hex')}`;
  for (const { suffix, width } of PICTURE_SIZES) {
    await renderDrawing(spec, path.join(dir, `${publicId}${suffix}.webp`), width);
  }
  return { url: `/uploads/${publicId}.webp`, publicId };
}

async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);

function fail(message: string): never {
  throw new Error(message);
}
