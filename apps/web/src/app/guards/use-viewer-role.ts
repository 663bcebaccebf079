import type { Session } from '@adepa/contract/users';
import { useSession } from '../../lib/session';

export type ViewerRole = 'visitor' | 'customer' | 'admin';

export function roleOf(session: Session | null): ViewerRole {
  if (!session) return 'visitor';
  return session.isAdmin ? 'admin' : 'customer';
}

/** The role of the restored session; 'visitor' also while the start-up refresh is in flight. */
export function useViewerRole(): ViewerRole {
  return roleOf(useSession().session);
}
