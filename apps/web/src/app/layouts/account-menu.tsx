import { Suspense } from 'react';
import { ChevronDownIcon, UserIcon } from '../../components/ui/icons';
import { AccountPanel } from '../../features/account';
import { useSession } from '../../lib/session';
import { useDisclosure } from '../../lib/use-dismiss';
import { VisitorLinks } from './shop-links';

// The dashboard menu: Sign Up and Log In for visitors; for everyone else the signed-in entries
// (Profile and My Orders, or Profile and the back office's pages for an admin) and Log Out,
// loaded on demand.

export function AccountMenu() {
  const { session } = useSession();
  const { open, close, rootRef, buttonProps, panelProps } = useDisclosure();

  return (
    <div ref={rootRef} className="relative">
      <button
        {...buttonProps}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink hover:bg-green-soft hover:text-green"
      >
        <UserIcon className="size-6" />
        {session ? (
          // Named as it shows: "Account" on a phone, the person's name (then "Account") wide.
          <>
            <span className="sr-only lg:hidden">Account</span>
            <span className="hidden max-w-36 truncate lg:inline">{session.username}</span>
            <span className="sr-only max-lg:hidden"> Account</span>
          </>
        ) : (
          <>
            <span className="hidden lg:inline">Account</span>
            <span className="sr-only lg:hidden">Account</span>
          </>
        )}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        {...panelProps}
        className="absolute top-full right-0 z-40 mt-2 w-64 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-line"
      >
        {session ? (
          <Suspense fallback={null}>
            <AccountPanel session={session} close={close} />
          </Suspense>
        ) : (
          <VisitorPanel close={close} />
        )}
      </div>
    </div>
  );
}

function VisitorPanel({ close }: { close: () => void }) {
  return (
    <>
      <p className="text-sm text-muted">
        Welcome! Sign in to see your orders and track deliveries.
      </p>
      <div className="mt-3 grid gap-2">
        <VisitorLinks onNavigate={close} />
      </div>
    </>
  );
}
