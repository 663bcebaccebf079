import { ACTIVITY_PAGE_SIZE, type ActivityEntry } from '@adepa/contract/activity';
import { and, count, desc, eq, gte, isNotNull, like, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { activityLog } from '../db/schema.ts';
import { pageCount } from '../lib/paging.ts';

// The log's statements: one insert per change, and the owner's reading of it, newest first.

export async function insertActivity(tx: DbOrTx, entry: typeof activityLog.$inferInsert) {
  const [row] = await tx.insert(activityLog).values(entry).returning();
  return toEntry(row!);
}

export type ActivityFilters = {
  page: number;
  /** A whole subject (`order:<id>`, `delivery`), or a kind (`order`) for every subject of it. */
  subject?: string;
  actor?: string;
  action?: string;
  /** Days, inclusive, as YYYY-MM-DD (the shop's time is UTC). */
  from?: string;
  to?: string;
};

const nextDay = (day: string) => new Date(Date.parse(day) + 86_400_000);

export async function activityPage(db: DbOrTx, filters: ActivityFilters) {
  const where: SQL[] = [];
  if (filters.subject)
    where.push(
      filters.subject.includes(':')
        ? eq(activityLog.subject, filters.subject)
        : or(
            eq(activityLog.subject, filters.subject),
            like(activityLog.subject, `${filters.subject}:%`),
          )!,
    );
  if (filters.actor) where.push(eq(activityLog.actorId, filters.actor));
  if (filters.action) where.push(eq(activityLog.action, filters.action));
  if (filters.from) where.push(gte(activityLog.at, new Date(filters.from)));
  if (filters.to) where.push(lt(activityLog.at, nextDay(filters.to)));
  const condition = and(...where);
  const [rows, [total], actors] = await Promise.all([
    db
      .select()
      .from(activityLog)
      .where(condition)
      .orderBy(desc(activityLog.at), desc(activityLog.id))
      .limit(ACTIVITY_PAGE_SIZE)
      .offset((filters.page - 1) * ACTIVITY_PAGE_SIZE),
    db.select({ n: count() }).from(activityLog).where(condition),
    db
      .selectDistinctOn([activityLog.actorId], {
        _id: activityLog.actorId,
        name: activityLog.actorName,
        role: activityLog.actorRole,
      })
      .from(activityLog)
      .where(isNotNull(activityLog.actorId))
      .orderBy(activityLog.actorId, desc(activityLog.at)),
  ]);
  const n = total?.n ?? 0;
  return {
    entries: rows.map(toEntry),
    actors: actors.sort((a, b) => a.name.localeCompare(b.name)),
    count: n,
    currentPage: filters.page,
    numberOfPages: pageCount(n, ACTIVITY_PAGE_SIZE),
  };
}

function toEntry(row: typeof activityLog.$inferSelect): ActivityEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: { _id: row.actorId, name: row.actorName, role: row.actorRole },
    action: row.action,
    subject: row.subject,
    before: row.before,
    after: row.after,
    reason: row.reason,
  };
}
