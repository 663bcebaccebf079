import { Link } from 'wouter';
import { LogoMark } from '../../components/logo';
import { buttonClasses } from '../../components/ui/button';
import { PageShell } from '../layouts/page-shell';

/** Stands in for a page that later work builds: its title and a plain word that it is coming. */
export function PlaceholderPage({ title, note }: { title: string; note?: string }) {
  return (
    <PageShell title={title}>
      <div className="mt-6 flex flex-col items-start gap-5 rounded-2xl bg-white p-6 ring-1 ring-line sm:flex-row sm:items-center sm:p-8">
        <LogoMark className="size-12 shrink-0" />
        <div className="flex-1">
          {note && <p className="font-semibold">{note}</p>}
          <p className="text-muted">This page is coming soon. Thank you for your patience.</p>
        </div>
        <Link href="/" className={buttonClasses('secondary')}>
          Continue shopping
        </Link>
      </div>
    </PageShell>
  );
}
