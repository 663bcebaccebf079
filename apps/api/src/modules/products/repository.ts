import type {
  Product,
  ProductDetails,
  ProductPage,
  ProductWithVariants,
} from '@adepa/contract/catalogue';
import { toCedi, toPesewas } from '@adepa/contract/money';
import type { variantsUpdateSchema } from '@adepa/contract/variants';
import { and, asc, count, desc, eq, max, min, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../activity/index.ts';
import type { Db } from '../../db/client.ts';
import { catalogueCounts, categories, productImages, products } from '../../db/schema.ts';
import { isPublicId } from '../../lib/ids.ts';
import { rowsInPages } from '../../lib/keyset.ts';
import { offsetOf, type PageRequest, pageCount } from '../../lib/paging.ts';
import { preparedOnce } from '../../lib/prepared.ts';
import {
  type FormStockResult,
  type GridSave,
  saveFormStock,
  saveGrid,
  syncOptions,
  type VariantRow,
  variantsOf,
} from '../stock/index.ts';
import {
  productRecord,
  recordProductChange,
  recordStockChange,
  stockRecord,
} from './activity-repository.ts';

type VariantsUpdateOutput = z.output<typeof variantsUpdateSchema>;

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
    taxExempt: row.taxExempt,
  };
}

/** A product's reply with its variants on sale; each one's stock is its product's when shared. */
function withVariants(product: ProductRow, rows: VariantRow[]): ProductWithVariants {
  const { stockPerVariant } = product;
  return {
    ...toProduct(product),
    stockPerVariant,
    variants: rows
      .filter((row) => !row.archived)
      .map((row) => ({
        _id: row.id,
        size: row.size,
        color: row.color,
        sku: row.sku,
        price: row.pricePesewas === null ? null : toCedi(row.pricePesewas),
        discount: row.discountPesewas === null ? null : toCedi(row.discountPesewas),
        stock: stockPerVariant ? row.stock : product.stock,
        image: row.imagePosition,
      })),
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

/** A product's own fields as the admin's forms give them (prices in cedi). */
export type ProductFields = {
  name: string;
  description: string;
  price: number;
  discount: number;
  stock: number;
  categoryId: string;
  brand: string | null;
  sizes: string[];
  colors: string[];
  features: string[];
  taxExempt?: boolean;
};

type ProductColumns = Pick<
  typeof products.$inferInsert,
  | 'name'
  | 'description'
  | 'pricePesewas'
  | 'discountPesewas'
  | 'stock'
  | 'categoryId'
  | 'brand'
  | 'sizes'
  | 'colors'
  | 'features'
  | 'taxExempt'
>;

function columnsOf(fields: ProductFields): ProductColumns;
function columnsOf(fields: Partial<ProductFields>): Partial<ProductColumns>;
function columnsOf(fields: Partial<ProductFields>): Partial<ProductColumns> {
  // Field by field: a form's other keys (its category's name, its pictures) are not columns.
  return {
    name: fields.name,
    description: fields.description,
    pricePesewas: fields.price === undefined ? undefined : toPesewas(fields.price),
    discountPesewas: fields.discount === undefined ? undefined : toPesewas(fields.discount),
    stock: fields.stock,
    categoryId: fields.categoryId,
    brand: fields.brand,
    sizes: fields.sizes,
    colors: fields.colors,
    features: fields.features,
    taxExempt: fields.taxExempt,
  };
}

/** A stored picture of a product. */
type Picture = { publicId: string; url: string };

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

    /** A product with its variants on sale, in the owner's order. */
    async findWithVariants(id: string): Promise<ProductWithVariants | undefined> {
      if (!isPublicId(id)) return undefined;
      const [[row], variants] = await Promise.all([byId().execute({ id }), variantsOf(db, [id])]);
      return row && withVariants(row, variants);
    },

    /** A product, the newest others of its category, and the best rated of the rest. */
    async details(id: string): Promise<ProductDetails | undefined> {
      const product = await this.findWithVariants(id);
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

    /**
     * Every product with its category's name and its variants (archived ones too), by category,
     * name and id, read a page at a time.
     */
    everyProduct(pageSize: number) {
      type Row = {
        product: typeof products.$inferSelect;
        category: string;
        variants: VariantRow[];
      };
      return rowsInPages(async (after: Row | undefined, limit): Promise<Row[]> => {
        const rows = await db
          .select({ product: products, category: categories.name })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(
            after &&
              sql`(${categories.name}, ${products.name}, ${products.id}) > (${after.category}, ${after.product.name}, ${after.product.id}::uuid)`,
          )
          .orderBy(asc(categories.name), asc(products.name), asc(products.id))
          .limit(limit);
        const variants = await variantsOf(
          db,
          rows.map((row) => row.product.id),
        );
        return rows.map((row) => ({
          ...row,
          variants: variants.filter((variant) => variant.productId === row.product.id),
        }));
      }, pageSize);
    },

    /** Adds a product with its pictures, in this order, and its variants, in one transaction; its id. */
    async create(fields: ProductFields, pictures: Picture[], actor: Actor): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values(columnsOf(fields))
          .returning({ id: products.id });
        await tx
          .insert(productImages)
          .values(
            pictures.map((picture, position) => ({ productId: row!.id, ...picture, position })),
          );
        await syncOptions(tx, row!.id, fields, actor.id);
        await recordProductChange(tx, actor, row!.id, undefined, await productRecord(tx, row!.id));
        return row!.id;
      });
    },

    /**
     * Changes the fields given (undefined leaves one as it is): the stock by the stock rule
     * (modules/stock: never over an order's, never on a product counted per variant), the
     * variants with the sizes and colours. Nothing is written unless all of it can be.
     */
    async update(
      id: string,
      fields: Partial<ProductFields>,
      stockWas: number | undefined,
      actor: Actor,
    ): Promise<FormStockResult> {
      return db.transaction(async (tx) => {
        const userId = actor.id;
        // Refused, it wrote nothing: neither is anything else.
        const before = await productRecord(tx, id);
        const stock = await saveFormStock(tx, id, fields.stock, stockWas, userId);
        if (stock !== 'saved') return stock;
        const [row] = await tx
          .update(products)
          .set({ ...columnsOf({ ...fields, stock: undefined }), updatedAt: new Date() })
          .where(eq(products.id, id))
          .returning({ sizes: products.sizes, colors: products.colors });
        if (row && (fields.sizes || fields.colors)) await syncOptions(tx, id, row, userId);
        if (before) await recordProductChange(tx, actor, id, before, await productRecord(tx, id));
        return stock;
      });
    },

    /** Saves the owner's stock grid (modules/stock/grid.ts), at once or not at all. */
    saveVariants(id: string, grid: VariantsUpdateOutput, actor: Actor): Promise<GridSave> {
      return db.transaction(async (tx) => {
        const before = await stockRecord(tx, id);
        const saved = await saveGrid(tx, id, grid, { reason: grid.reason, userId: actor.id });
        if (saved === 'saved')
          await recordStockChange(tx, actor, id, before, await stockRecord(tx, id), grid.reason);
        return saved;
      });
    },

    /** Replaces a product's pictures with these, in this order. */
    async replacePictures(id: string, pictures: Picture[], actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await productRecord(tx, id);
        await tx.delete(productImages).where(eq(productImages.productId, id));
        await tx
          .insert(productImages)
          .values(pictures.map((picture, position) => ({ productId: id, ...picture, position })));
        await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, id));
        await recordProductChange(tx, actor, id, before, await productRecord(tx, id));
      });
    },

    async remove(id: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await productRecord(tx, id);
        await tx.delete(products).where(eq(products.id, id));
        await recordProductChange(tx, actor, id, before, undefined);
      });
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
