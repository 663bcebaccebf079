import { paths } from '@adepa/contract/paths';
import { NOT_ALLOWED, STAFF_ROLE_LABELS, type StaffRole, staffHome } from '@adepa/contract/staff';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { PageHead, pageTitle } from '../../components/ui/page-head';
import { usePageStatus } from '../page-status';

const HOME_TEXT: Record<ReturnType<typeof staffHome>, string> = {
  dashboard: 'Go to the dashboard',
  orders: 'Go to the orders',
  products: 'Go to the products',
};

/** A back-office page the staff member's role may not open: what to do instead (status 403). */
export function NotAllowedPage({ role }: { role: StaffRole }) {
  usePageStatus(403);
  const home = staffHome(role);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageHead title={pageTitle('Not allowed')} noindex />
      <div className="kente-band h-2 w-32 rounded-full" />
      <h1 className="mt-6 text-2xl font-bold">Not allowed</h1>
      <p className="mt-2 text-muted">{NOT_ALLOWED}</p>
      <p className="mt-1 text-sm text-muted">Your role in the shop: {STAFF_ROLE_LABELS[role]}.</p>
      <Link href={paths.admin[home]()} className={buttonClasses('primary', 'mt-8 px-7')}>
        {HOME_TEXT[home]}
      </Link>
    </div>
  );
}
