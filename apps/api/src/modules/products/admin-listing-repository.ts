import type { AdminProductPage, ProductSearch } from '@adepa/contract/product-search';
import { and, count, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { pageCount } from '../../lib/paging.ts';
import { lowStockCondition } from '../stock/index.ts';
import { findProducts, toProduct } from './repository.ts';

// The back office's product list. Unlike the shop's listings it is never kept in the catalogue
// cache: a product that runs low must show under "low stock" at once, and a change of stock does
// not stale the cached answers that do not show it.

/** `%` and `_` in a name are letters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function adminProductPage(
  db: Db,
  search: ProductSearch,
  page: number,
  pageSize: number,
  lowStockThreshold: number,
): Promise<AdminProductPage> {
  const where = and(
    search.q ? ilike(products.name, `%${escapeLike(search.q)}%`) : undefined,
    search.category ? eq(products.categoryId, search.category) : undefined,
    search.low ? lowStockCondition(lowStockThreshold) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    findProducts(db, { where, limit: pageSize, offset: (page - 1) * pageSize }),
    db.select({ total: count() }).from(products).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    products: rows.map(toProduct),
    currentPage: page,
    numberOfPages: pageCount(total, pageSize),
    count: total,
  };
}
