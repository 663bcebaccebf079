import { CONTACT_PAGE_SIZE, type ContactMessage } from '@adepa/contract/contact';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { isPublicId } from '../../lib/ids.ts';
import { pageCount } from '../../lib/paging.ts';

type ContactMessageRow = typeof contactMessages.$inferSelect;

const toMessage = (row: ContactMessageRow): ContactMessage => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  contact: row.contact,
  message: row.message,
  date: row.createdAt.toISOString(),
  handled: row.handledAt !== null,
});

export function createContactRepository(db: DbOrTx) {
  return {
    async add(values: { name: string; email: string; contact: string; message: string }) {
      await db.insert(contactMessages).values(values);
    },

    /** A page of messages, newest first. */
    async page(page: number) {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(CONTACT_PAGE_SIZE)
          .offset((page - 1) * CONTACT_PAGE_SIZE),
        db.select({ total: count() }).from(contactMessages),
      ]);
      return {
        messages: rows.map(toMessage),
        currentPage: page,
        numberOfPages: pageCount(totals?.total ?? 0, CONTACT_PAGE_SIZE),
      };
    },

    /** Marks a message handled or not; undefined when there is no such message. */
    async setHandled(id: string, handled: boolean): Promise<ContactMessage | undefined> {
      if (!isPublicId(id)) return undefined;
      const [row] = await db
        .update(contactMessages)
        .set({ handledAt: handled ? new Date() : null })
        .where(eq(contactMessages.id, id))
        .returning();
      return row && toMessage(row);
    },
  };
}
