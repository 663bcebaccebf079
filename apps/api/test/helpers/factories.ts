import { randomUUID } from 'node:crypto';
import { toPesewas } from '@adepa/contract/money';
import type { Db } from '../../src/db/client.ts';
import { categories, productImages, products } from '../../src/db/schema.ts';
import { syncOptions } from '../../src/modules/stock/index.ts';

export async function insertCategory(db: Db, name = `Category ${randomUUID().slice(0, 8)}`) {
  const [row] = await db
    .insert(categories)
    .values({ name, imageUrl: `/uploads/${name}.webp`, imageId: `${name}-img` })
    .returning();
  return row!;
}

export interface ProductInput {
  name?: string;
  description?: string;
  brand?: string | null;
  rating?: number;
  categoryId: string;
  price?: number;
  discount?: number;
  stock?: number;
  createdAt?: Date;
  images?: number;
  sizes?: string[];
  colors?: string[];
}

export async function insertProduct(db: Db, input: ProductInput) {
  const name = input.name ?? `Product ${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(products)
    .values({
      name,
      description: input.description ?? `${name}, a fine thing from the test shop.`,
      pricePesewas: toPesewas(input.price ?? 120),
      discountPesewas: toPesewas(input.discount ?? 99.5),
      stock: input.stock ?? 10,
      categoryId: input.categoryId,
      brand: input.brand === undefined ? 'Test Brand' : input.brand,
      rating: input.rating ?? 0,
      sizes: input.sizes ?? ['M', 'L'],
      colors: input.colors ?? ['Green'],
      features: ['Sturdy'],
      ...(input.createdAt && { createdAt: input.createdAt }),
    })
    .returning();
  await db.transaction((tx) => syncOptions(tx, row!.id, row!, null));
  const count = input.images ?? 2;
  if (count > 0) {
    await db.insert(productImages).values(
      Array.from({ length: count }, (_, position) => ({
        productId: row!.id,
        url: `/uploads/${row!.id}-${position}.webp`,
        publicId: `${row!.id}-${position}`,
        position,
      })),
    );
  }
  return row!;
}
