import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { subscribers } from '../../db/schema.ts';

// A subscriber is pending until the mailed link confirms the address (verified), and stays
// unsubscribed once the newsletter's link says so, until the address subscribes again.

export function createSubscriberRepository(db: DbOrTx) {
  return {
    /**
     * Stores the address with the hash of a new confirmation token. Subscribing again renews the
     * link of a pending or unsubscribed address and changes nothing for a confirmed one.
     */
    async subscribe(email: string, tokenHash: string) {
      const [row] = await queryRows<{ id: string; status: string }>(
        db,
        sql`insert into subscribers (email, token_hash) values (${email}, ${tokenHash})
          on conflict (lower(email)) do update set
            token_hash = case when subscribers.status = 'verified' then subscribers.token_hash else excluded.token_hash end,
            status = case when subscribers.status = 'verified' then 'verified' else 'pending' end,
            updated_at = now()
          returning id, status`,
      );
      return row!;
    },

    /** Confirms the address whose link this is; false when the link is not valid any more. */
    async verify(id: string, tokenHash: string): Promise<boolean> {
      const [row] = await db
        .update(subscribers)
        .set({
          status: 'verified',
          verifiedAt: sql`coalesce(${subscribers.verifiedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(subscribers.id, id),
            eq(subscribers.tokenHash, tokenHash),
            sql`${subscribers.status} <> 'unsubscribed'`,
          ),
        )
        .returning({ id: subscribers.id });
      return Boolean(row);
    },

    async unsubscribe(id: string): Promise<void> {
      await db
        .update(subscribers)
        .set({ status: 'unsubscribed', updatedAt: new Date() })
        .where(eq(subscribers.id, id));
    },

    /** How many addresses are confirmed and how many wait for their confirmation. */
    async counts(): Promise<{ verified: number; pending: number }> {
      const [row] = await db
        .select({
          verified: sql<number>`count(*) filter (where ${subscribers.status} = 'verified')`.mapWith(
            Number,
          ),
          pending: sql<number>`count(*) filter (where ${subscribers.status} = 'pending')`.mapWith(
            Number,
          ),
        })
        .from(subscribers);
      return { verified: row?.verified ?? 0, pending: row?.pending ?? 0 };
    },

    /** The confirmed addresses, the only ones a newsletter goes to. */
    async verified(): Promise<{ id: string; email: string }[]> {
      return db
        .select({ id: subscribers.id, email: subscribers.email })
        .from(subscribers)
        .where(eq(subscribers.status, 'verified'));
    },
  };
}
