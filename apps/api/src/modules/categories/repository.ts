import type { Category } from '@adepa/contract/catalog';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';
import { isPublicId } from '../../lib/ids.ts';

type CategoryRow = typeof categories.$inferSelect;

export const toCategory = (row: CategoryRow): Category => ({
  _id: row.id,
  name: row.name,
  url: row.imageUrl,
});

export function createCategoryRepository(db: Db) {
  return {
    async list(): Promise<Category[]> {
      const rows = await db
        .select()
        .from(categories)
        .orderBy(asc(sql`lower(${categories.name})`));
      return rows.map(toCategory);
    },

    /** Every category by name, with when each last changed (for the sitemap). */
    async changedAt(): Promise<{ name: string; updatedAt: Date }[]> {
      return db
        .select({ name: categories.name, updatedAt: categories.updatedAt })
        .from(categories)
        .orderBy(asc(categories.name));
    },

    async find(id: string): Promise<Category | undefined> {
      if (!isPublicId(id)) return undefined;
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      return row && toCategory(row);
    },
  };
}
