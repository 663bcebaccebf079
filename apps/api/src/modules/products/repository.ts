import type { Product, ProductDetails, ProductPage } from '@adepa/contract/catalog';
import { toCedi } from '@adepa/contract/money';
import { and, asc, count, desc, eq, max, min, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogueCounts, products } from '../../db/schema.ts';
import { isPublicId } from '../../lib/ids.ts';
import { offsetOf, type PageRequest, pageCount } from '../../lib/paging.ts';
import { preparedOnce } from '../../lib/prepared.ts';

const RELATED = 8;
/** The most products one `byIds` call answers (a page of the shop listing). */
export const MAX_BY_IDS = 50;

/** Products with their category and images in one query, newest first (the id breaks ties). */
export function findProducts<Extras extends Record<string, SQL.Aliased> = Record<never, never>>(
  db: Db,
  options: { where?: SQL; limit: number; offset?: number; orderBy?: SQL[]; extras?: Extras },
) {
  return db.query.products.findMany({
    orderBy: [desc(products.createdAt), desc(products.id)],
    ...options,
    columns: { searchVector: false },
    with: {
      category: { columns: { id: true, name: true } },
      images: {
        columns: { url: true, publicId: true },
        orderBy: (image, { asc }) => [asc(image.position)],
      },
    },
  });
}

type ProductRow = Omit<typeof products.$inferSelect, 'searchVector'> & {
  category: { id: string; name: string };
  images: { url: string; publicId: string }[];
};

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: toCedi(row.pricePesewas),
    discount: toCedi(row.discountPesewas),
    stock: row.stock,
    category: { _id: row.category.id, name: row.category.name },
    brand: row.brand,
    image: row.images.map(({ url }) => ({ url })),
    publicId: row.images.map(({ publicId }) => publicId),
    sizes: row.sizes,
    colors: row.colors,
    features: row.features,
    rating: Number(row.rating),
    numReviews: row.numReviews,
    createdAt: row.createdAt.toISOString(),
  };
}

type ProductQueryOptions = Parameters<typeof findProducts>[1];
type PreparedProducts = {
  execute(values?: Record<string, unknown>): Promise<ProductRow[]>;
};

/** The products query named `key`, prepared on first use from `build()`. */
export function preparedProducts(
  db: Db,
  key: string,
  build: () => ProductQueryOptions,
): PreparedProducts {
  return preparedOnce(
    db,
    `products_${key}`,
    () => findProducts(db, build()).prepare(`products_${key}`) as unknown as PreparedProducts,
  );
}

const value = (name: string) => sql.placeholder(name);

export function createProductRepository(db: Db) {
  const byId = () =>
    preparedProducts(db, 'by_id', () => ({ where: eq(products.id, value('id')), limit: 1 }));
  const byIds = () =>
    preparedProducts(db, 'by_ids', () => ({
      where: sql`${products.id} = any(${value('ids')}::uuid[])`,
      limit: MAX_BY_IDS,
    }));
  const newest = (limit: number) => preparedProducts(db, `newest_${limit}`, () => ({ limit }));
  const pageOf = () =>
    preparedProducts(db, 'page', () => ({
      limit: value('limit') as unknown as number,
      offset: value('offset') as unknown as number,
    }));
  const sameCategory = () =>
    preparedProducts(db, 'same_category', () => ({
      where: and(eq(products.categoryId, value('category')), ne(products.id, value('id'))),
      limit: RELATED,
    }));
  const bestOfOthers = () =>
    preparedProducts(db, 'best_of_others', () => ({
      where: ne(products.categoryId, value('category')),
      orderBy: [desc(products.rating), desc(products.createdAt)],
      limit: RELATED,
    }));

  return {
    async page(request: PageRequest): Promise<ProductPage> {
      const [rows, [totals]] = await Promise.all([
        pageOf().execute({ limit: request.pageSize, offset: offsetOf(request) }),
        // Kept per category by triggers: counting the products themselves would read them all.
        db
          .select({
            total: sql<number>`coalesce(sum(${catalogueCounts.products}), 0)`.mapWith(Number),
          })
          .from(catalogueCounts),
      ]);
      return {
        products: rows.map(toProduct),
        currentPage: request.page,
        numberOfPages: pageCount(totals?.total ?? 0, request.pageSize),
      };
    },

    async find(id: string): Promise<Product | undefined> {
      if (!isPublicId(id)) return undefined;
      const [row] = await byId().execute({ id });
      return row && toProduct(row);
    },

    /** The products with these ids (at most `MAX_BY_IDS`), in the order given. */
    async byIds(ids: string[]): Promise<Product[]> {
      if (ids.length === 0) return [];
      const rows = await byIds().execute({ ids });
      const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** A product, the newest others of its category, and the best rated of the rest. */
    async details(id: string): Promise<ProductDetails | undefined> {
      const product = await this.find(id);
      if (!product) return undefined;
      const category = product.category._id;
      const [related, more] = await Promise.all([
        sameCategory().execute({ category, id }),
        bestOfOthers().execute({ category }),
      ]);
      return {
        product,
        relatedProducts: related.map(toProduct),
        moreProducts: more.map(toProduct),
      };
    },

    /** The newest products. */
    async newest(limit: number): Promise<Product[]> {
      return (await newest(limit).execute()).map(toProduct);
    },

    /** How many products the shop has. */
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products);
      return row?.n ?? 0;
    },

    /** The lowest and highest selling price (0 for both in an empty shop). */
    async priceRange(): Promise<{ low: number; high: number }> {
      const [range] = await db
        .select({ low: min(products.discountPesewas), high: max(products.discountPesewas) })
        .from(products);
      return { low: toCedi(range?.low ?? 0), high: toCedi(range?.high ?? 0) };
    },

    /** The first `limit` products added, with when each last changed (for the sitemap). */
    async changedAt(limit: number): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .orderBy(asc(products.createdAt))
        .limit(limit);
    },
  };
}
