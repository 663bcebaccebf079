import type { Product, ProductDetails, ProductPage } from '@adepa/contract/catalog';
import { toCedi } from '@adepa/contract/money';
import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { isPublicId } from '../../lib/ids.ts';
import { offsetOf, type PageRequest, pageCount } from '../../lib/paging.ts';

const RELATED = 8;

/** Products with their category and images in one query, newest first (the id breaks ties). */
function findProducts(
  db: Db,
  options: { where?: SQL; limit: number; offset?: number; orderBy?: SQL[] },
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

export function createProductRepository(db: Db) {
  return {
    async page(request: PageRequest): Promise<ProductPage> {
      const [rows, [totals]] = await Promise.all([
        findProducts(db, { limit: request.pageSize, offset: offsetOf(request) }),
        db.select({ total: count() }).from(products),
      ]);
      return {
        products: rows.map(toProduct),
        currentPage: request.page,
        numberOfPages: pageCount(totals?.total ?? 0, request.pageSize),
      };
    },

    async find(id: string): Promise<Product | undefined> {
      if (!isPublicId(id)) return undefined;
      const [row] = await findProducts(db, { where: eq(products.id, id), limit: 1 });
      return row && toProduct(row);
    },

    /** The products with these ids, in the order given. */
    async byIds(ids: string[]): Promise<Product[]> {
      if (ids.length === 0) return [];
      const rows = await findProducts(db, { where: inArray(products.id, ids), limit: ids.length });
      const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** A product, the newest others of its category, and the best rated of the rest. */
    async details(id: string): Promise<ProductDetails | undefined> {
      const product = await this.find(id);
      if (!product) return undefined;
      const [relatedProducts, moreProducts] = await Promise.all([
        this.newest(
          RELATED,
          and(eq(products.categoryId, product.category._id), ne(products.id, id)),
        ),
        findProducts(db, {
          where: ne(products.categoryId, product.category._id),
          orderBy: [desc(products.rating), desc(products.createdAt)],
          limit: RELATED,
        }).then((rows) => rows.map(toProduct)),
      ]);
      return { product, relatedProducts, moreProducts };
    },

    /** The newest products, optionally only those matching `where`. */
    async newest(limit: number, where?: SQL): Promise<Product[]> {
      return (await findProducts(db, { where, limit })).map(toProduct);
    },
  };
}
