import { paths } from '@adepa/contract/paths';
import { mayOpen, type StaffPage, staffHome } from '@adepa/contract/staff';
import { type ReactNode, Suspense } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { PageHead, pageTitle } from '../../components/ui/page-head';
import { lazyNamed } from '../../lib/lazy-named';
import { staffRoleOf, useSession } from '../../lib/session';
import { PageLoading } from '../layouts/page-loading';

// Both guards send the unwelcome to /login, with the page they wanted as ?redirect= so log-in
// can bring them back. While the start-up refresh is still asking who is here they wait, so a
// signed-in shopper who reloads /profile is not bounced. They only spare people a page they
// cannot use: the api checks the role on every call. Staff on a page their role may not open get a
// page that says so, not a broken one. The same shell stays while the page's code
// downloads, so the tab is never left without a title.

/** Only staff ever see it: it loads when needed, not with every page. */
const NotAllowedPage = lazyNamed(() => import('../routes/not-allowed-page'), 'NotAllowedPage');

export function RequireCustomer({ children }: { children: ReactNode }) {
  return <RequireRole admin={false}>{children}</RequireRole>;
}

/** Staff whose role may open `page`; other staff are told so, with the way to their own pages. */
export function RequireStaff({ page, children }: { page: StaffPage; children: ReactNode }) {
  const { session } = useSession();
  const role = staffRoleOf(session);
  if (role && !mayOpen(role, page))
    // The back office's front door (/admin leads there) opens on the desk's own page instead.
    return page === 'dashboard' ? (
      <Redirect to={paths.admin[staffHome(role)]()} replace />
    ) : (
      <Suspense fallback={<PageLoading />}>
        <NotAllowedPage role={role} />
      </Suspense>
    );
  return <RequireRole admin>{children}</RequireRole>;
}

/** Lets staff in, and with `admin` false every customer too. */
function RequireRole({ admin, children }: { admin: boolean; children: ReactNode }) {
  const { session, restoring } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  // The server renders this too: a shell with no one's data, kept out of search engines.
  const shell = (
    <>
      <PageHead title={pageTitle(admin ? 'Admin' : 'Your account')} noindex />
      <PageLoading />
    </>
  );
  if (session && (session.isAdmin || !admin))
    return <Suspense fallback={shell}>{children}</Suspense>;
  if (restoring) return shell;
  const from = search ? `${location}?${search}` : location;
  return <Redirect to={paths.login(from)} replace />;
}
