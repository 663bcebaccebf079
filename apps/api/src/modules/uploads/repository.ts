import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, orderLines, productImages } from '../../db/schema.ts';

// The reads of the pictures' sweep (catalogue-pictures.ts). Uploads own no table: these read the
// tables that show pictures (products', categories' and order lines'), here rather than through
// those modules, as the products and categories modules import this one.

/** Which of `publicIds` a product or a category shows, and which urls of `urls` an order line shows. */
export async function picturesInUse(db: DbOrTx, publicIds: string[], urls: string[]) {
  const [usedByProducts, usedByCategories, usedByOrders] = await Promise.all([
    db
      .select({ id: productImages.publicId })
      .from(productImages)
      .where(inArray(productImages.publicId, publicIds)),
    db
      .select({ id: categories.imageId })
      .from(categories)
      .where(inArray(categories.imageId, publicIds)),
    db
      .selectDistinct({ url: orderLines.imageUrl })
      .from(orderLines)
      .where(inArray(orderLines.imageUrl, urls)),
  ]);
  return {
    ids: new Set([...usedByProducts, ...usedByCategories].map((row) => row.id)),
    urls: new Set(usedByOrders.map((row) => row.url)),
  };
}
