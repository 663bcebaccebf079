import { activitySubject } from '@adepa/contract/activity';
import type { Category } from '@adepa/contract/catalogue';
import { asc, count, eq, or, sql } from 'drizzle-orm';
import { type Actor, changedFields, recordActivity } from '../../activity/index.ts';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema.ts';
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

    /** The id of the category with this id or, when `name` is given, this name in any case. */
    async idOf(id: string, name?: string): Promise<string | undefined> {
      const byId = isPublicId(id) ? eq(categories.id, id) : undefined;
      const where =
        name === undefined
          ? byId
          : or(byId, eq(sql`lower(${categories.name})`, name.toLowerCase()));
      if (!where) return undefined;
      const [row] = await db.select({ id: categories.id }).from(categories).where(where);
      return row?.id;
    },

    /** Adds a category; its id. Throws the unique violation of a name already taken. */
    async create(
      values: { name: string; imageUrl: string; imageId: string },
      actor: Actor,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(categories).values(values).returning({ id: categories.id });
        await recordActivity(tx, actor, {
          action: 'category.create',
          subject: activitySubject('category', row!.id),
          after: { name: values.name, picture: values.imageUrl },
        });
        return row!.id;
      });
    },

    /** Renames a category. Throws the unique violation of a name already taken. */
    async rename(id: string, name: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ name: categories.name })
          .from(categories)
          .where(eq(categories.id, id));
        await tx
          .update(categories)
          .set({ name, updatedAt: new Date() })
          .where(eq(categories.id, id));
        const change = changedFields({ name: before?.name }, { name });
        if (change.changed)
          await recordActivity(tx, actor, {
            action: 'category.update',
            subject: activitySubject('category', id),
            ...change,
          });
      });
    },

    /** The stored picture of a category, if there is one. */
    async imageIdOf(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ imageId: categories.imageId })
        .from(categories)
        .where(eq(categories.id, id));
      return row?.imageId;
    },

    async setImage(id: string, image: { url: string; publicId: string }, actor: Actor) {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ picture: categories.imageUrl })
          .from(categories)
          .where(eq(categories.id, id));
        await tx
          .update(categories)
          .set({ imageUrl: image.url, imageId: image.publicId, updatedAt: new Date() })
          .where(eq(categories.id, id));
        await recordActivity(tx, actor, {
          action: 'category.update',
          subject: activitySubject('category', id),
          before: { picture: before?.picture ?? null },
          after: { picture: image.url },
        });
      });
    },

    /** How many products the category holds. */
    async productCount(id: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(products)
        .where(eq(products.categoryId, id));
      return row?.n ?? 0;
    },

    /** Deletes a category; the id of its picture, or undefined if it was not there. */
    async remove(id: string, actor: Actor): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(categories)
          .where(eq(categories.id, id))
          .returning({ imageId: categories.imageId, name: categories.name });
        if (deleted)
          await recordActivity(tx, actor, {
            action: 'category.delete',
            subject: activitySubject('category', id),
            before: { name: deleted.name },
          });
        return deleted?.imageId;
      });
    },
  };
}
