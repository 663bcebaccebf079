import { NOT_FOUND } from '@adepa/contract/messages';
import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { PageHead, pageTitle } from '../../components/ui/page-head';
import { usePageStatus } from '../page-status';

/** Every unknown address, and a product that does not exist: answered with status 404. */
export function NotFoundPage() {
  usePageStatus(404);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageHead title={pageTitle('Page not found')} noindex />
      <p aria-hidden="true" className="text-7xl font-black tracking-tight text-green sm:text-8xl">
        4<span className="text-gold">0</span>4
      </p>
      <div className="kente-band mt-4 h-2 w-32 rounded-full" />
      <h1 className="mt-6 text-2xl font-bold">{NOT_FOUND}</h1>
      <p className="mt-2 text-muted">The link may be old, or the page may have moved.</p>
      <Link href={paths.home()} className={buttonClasses('primary', 'mt-8 px-7')}>
        Go to the home page
      </Link>
    </div>
  );
}
