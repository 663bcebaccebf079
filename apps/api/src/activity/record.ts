import type { ActivityAction } from '@adepa/contract/activity';
import type { StaffRole } from '@adepa/contract/staff';
import type { DbOrTx } from '../db/client.ts';
import { insertActivity } from './repository.ts';

// What the log keeps of a change: who (as they were then), what, the fields that changed (before
// and after), and why. Written with the transaction of the change, so a change that fails or is
// refused leaves no entry, and one that is made always has one.

export type Actor = { id: string | null; name: string; role: StaffRole | null };

/** A signed-in caller as the log names them. */
export const actorOf = (viewer: {
  id: string;
  username: string;
  role: StaffRole | null;
}): Actor => ({
  id: viewer.id,
  name: viewer.username,
  role: viewer.role,
});

/** The shop itself: scheduled work with no one behind it. */
export const THE_SHOP: Actor = { id: null, name: 'The shop', role: null };

export type Activity = {
  action: ActivityAction;
  subject: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
};

/** The fields of `after` whose values differ from `before`'s: each side with only those. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter(
    (key) => after[key] !== undefined && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (from: Record<string, unknown>) =>
    Object.fromEntries(keys.map((key) => [key, from[key] ?? null]));
  return { before: pick(before), after: pick(after), changed: keys.length > 0 };
}

/** Records `activity` by `actor` in `tx`, the transaction of the change: the entry as read back. */
export async function recordActivity(tx: DbOrTx, actor: Actor, activity: Activity) {
  return insertActivity(tx, {
    actorId: actor.id,
    actorName: actor.name,
    actorRole: actor.role,
    action: activity.action,
    subject: activity.subject,
    before: activity.before ?? null,
    after: activity.after ?? null,
    reason: activity.reason ?? null,
  });
}
