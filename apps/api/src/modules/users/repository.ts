import { activitySubject } from '@adepa/contract/activity';
import type { StaffRole } from '@adepa/contract/staff';
import type { User } from '@adepa/contract/users';
import { count, desc, eq, sql } from 'drizzle-orm';
import { type Actor, changedFields, recordActivity } from '../../activity/index.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { isPublicId } from '../../lib/ids.ts';
import { offsetOf, type PageRequest, pageCount } from '../../lib/paging.ts';
import type { Viewer } from '../../plugins/auth.ts';

export type UserRow = typeof users.$inferSelect;

export const toUser = (row: UserRow): User => ({
  _id: row.id,
  username: row.username,
  email: row.email,
  isAdmin: row.isAdmin,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
});

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

/** The e-mail is taken: the unique index is on lower(email). */
export const isEmailTaken = isUniqueViolation;

/** The caller an access token names, read afresh on every request (see plugins/auth.ts). */
export async function findViewer(db: Db, id: string): Promise<Viewer | undefined> {
  if (!isPublicId(id)) return undefined;
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      isAdmin: users.isAdmin,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Sets the user's password hash (a reset; the caller ends the user's sessions). */
export async function setPasswordHash(
  tx: DbOrTx,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

export function createUserRepository(db: Db) {
  return {
    findViewer: (id: string) => findViewer(db, id),

    async findById(id: string): Promise<UserRow | undefined> {
      if (!isPublicId(id)) return undefined;
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(byEmail(email));
      return row;
    },

    async create(values: {
      username: string;
      email: string;
      passwordHash: string;
    }): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async update(
      id: string,
      values: Partial<Pick<UserRow, 'username' | 'email' | 'passwordHash'>>,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * The owner's edit of `id`: its name and e-mail, and its role when `role` is given (null: a
     * customer), on behalf of the owner `byId`. Nothing is written when the edit would leave the
     * shop without an owner or `byId` is no longer one: the owners' rows are locked first, so two
     * owners demoting each other at once cannot both succeed.
     */
    async edit(
      id: string,
      values: Partial<Pick<UserRow, 'username' | 'email'>>,
      change: { role: StaffRole | null; byId: string } | undefined,
      actor: Actor,
    ): Promise<UserRow | 'last-owner' | 'not-owner' | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, id));
        if (change) {
          const owners = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.role, 'owner'))
            .orderBy(users.id)
            .for('update');
          if (!owners.some((owner) => owner.id === change.byId)) return 'not-owner';
          const demoting = owners.some((owner) => owner.id === id) && change.role !== 'owner';
          if (demoting && owners.length === 1) return 'last-owner';
        }
        const [row] = await tx
          .update(users)
          .set({ ...values, ...(change && { role: change.role }), updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        const record = (user: UserRow) => ({
          username: user.username,
          email: user.email,
          role: user.role,
        });
        const changed = before && row && changedFields(record(before), record(row));
        if (changed?.changed)
          await recordActivity(tx, actor, {
            action: 'user.update',
            subject: activitySubject('user', id),
            ...changed,
          });
        return row;
      });
    },

    async page(request: PageRequest) {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(users)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(request.pageSize)
          .offset(offsetOf(request)),
        db.select({ total: count() }).from(users),
      ]);
      return {
        users: rows.map(toUser),
        currentPage: request.page,
        numberOfPages: pageCount(totals?.total ?? 0, request.pageSize),
      };
    },

    /** How many customers (accounts that are not admins) there are. */
    async customerCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.isAdmin, false));
      return row?.n ?? 0;
    },

    async remove(id: string, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(users)
          .where(eq(users.id, id))
          .returning({ username: users.username, email: users.email });
        if (deleted[0])
          await recordActivity(tx, actor, {
            action: 'user.delete',
            subject: activitySubject('user', id),
            before: deleted[0],
          });
        return deleted.length > 0;
      });
    },
  };
}
