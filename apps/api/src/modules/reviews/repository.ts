import { REVIEWS_PAGE_SIZE, type Review, type ReviewPage } from '@adepa/contract/reviews';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, reviews } from '../../db/schema.ts';
import { isPublicId } from '../../lib/ids.ts';
import { pageCount } from '../../lib/paging.ts';

// One review per customer per product: a second one replaces the first. The product's rating
// and review count are recomputed from its reviews in the same transaction.

type ReviewRow = typeof reviews.$inferSelect;

const toReview = (row: ReviewRow): Review => ({
  _id: row.id,
  name: row.name,
  review: row.comment,
  rating: row.rating,
  date: row.updatedAt.toISOString(),
  productId: row.productId,
  userId: row.userId,
});

export function createReviewRepository(db: Db) {
  async function productExists(id: string): Promise<boolean> {
    if (!isPublicId(id)) return false;
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
    return Boolean(row);
  }

  return {
    productExists,

    async submit(input: {
      productId: string;
      userId: string;
      name: string;
      rating: number;
      comment: string;
    }) {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [row] = await tx
          .insert(reviews)
          .values({ ...input, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: [reviews.productId, reviews.userId],
            set: { name: input.name, rating: input.rating, comment: input.comment, updatedAt: now },
          })
          .returning();
        await tx
          .update(products)
          .set({
            rating: sql`(select coalesce(round(avg(${reviews.rating}), 2), 0) from ${reviews} where ${reviews.productId} = ${input.productId})`,
            numReviews: sql`(select count(*) from ${reviews} where ${reviews.productId} = ${input.productId})`,
          })
          .where(eq(products.id, input.productId));
        return toReview(row!);
      });
    },

    async page(productId: string, pageNo: number): Promise<ReviewPage> {
      const [rows, perStar] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(eq(reviews.productId, productId))
          .orderBy(desc(reviews.updatedAt), desc(reviews.id))
          .limit(REVIEWS_PAGE_SIZE)
          .offset((pageNo - 1) * REVIEWS_PAGE_SIZE),
        db
          .select({ rating: reviews.rating, sum: count() })
          .from(reviews)
          .where(eq(reviews.productId, productId))
          .groupBy(reviews.rating),
      ]);
      const sums = new Map(perStar.map((r) => [r.rating, r.sum]));
      const totalReview = perStar.reduce((total, r) => total + r.sum, 0);
      return {
        reviews: rows.map(toReview),
        totalReview,
        pageNo,
        pages: pageCount(totalReview, REVIEWS_PAGE_SIZE),
        rating_review: [5, 4, 3, 2, 1].map((rating) => ({ rating, sum: sums.get(rating) ?? 0 })),
      };
    },
  };
}
