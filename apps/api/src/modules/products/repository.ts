import type { Product, ProductPage } from '@adepa/contract/catalog';
import { toCedi } from '@adepa/contract/money';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { isPublicId } from '../../lib/ids.ts';
import { offsetOf, type PageRequest, pageCount } from '../../lib/paging.ts';

/** Products with their category and images in one query, newest first (the id breaks ties). */
function findProducts(db: Db, options: { where?: SQL; limit: number; offset?: number }) {
  return db.query.products.findMany({
    ...options,
    orderBy: [desc(products.createdAt), desc(products.id)],
    with: {
      category: { columns: { id: true, name: true } },
      images: {
        columns: { url: true, publicId: true },
        orderBy: (image, { asc }) => [asc(image.position)],
      },
    },
  });
}

type ProductRow = typeof products.$inferSelect & {
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
  };
}
