// Placeholder until the auth feature lands: nobody can sign in yet, so everyone is a visitor.
// The auth feature replaces this with the role of the restored session.

export type ViewerRole = 'visitor' | 'customer' | 'admin';

export function useViewerRole(): ViewerRole {
  return 'visitor';
}
