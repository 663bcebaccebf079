import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useViewerRole } from './use-viewer-role';

// Both guards send the unwelcome to /login (spec section 2). They only spare people a page they
// cannot use: the api checks the role on every call.

export function RequireCustomer({ children }: { children: ReactNode }) {
  const role = useViewerRole();
  return role === 'visitor' ? <Redirect to="/login" replace /> : children;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const role = useViewerRole();
  return role === 'admin' ? children : <Redirect to="/login" replace />;
}
