import type { Session } from '@adepa/contract/users';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { accountLinks } from '../account-links';
import { useLogOut } from '../hooks/use-log-out';

// The signed-in part of the header menus (account-links.ts). It loads only once someone is signed
// in, so a visitor's first page (most first visits) does not download it.

type ItemsProps = { session: Session; close: () => void };

/** The desktop dropdown's content. */
export function AccountPanel({ session, close }: ItemsProps) {
  return (
    <>
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">Signed in as</p>
      <p className="truncate font-bold">{session.username}</p>
      <p className="truncate text-sm text-muted">{session.email}</p>
      <ul className="mt-3 border-t border-line pt-2">
        {accountLinks(session).map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={close}
              className="flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold hover:bg-green-soft hover:text-green"
            >
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
      <LogOutButton close={close} className="mt-2 w-full" />
    </>
  );
}

/** The mobile menu's account links, under the shop links. */
export function MobileAccountLinks({ session, close }: ItemsProps) {
  return (
    <>
      <h2 className="mt-3 border-t border-line px-3 pt-4 pb-1 text-xs font-bold tracking-wide text-muted uppercase">
        My account
      </h2>
      <ul>
        {accountLinks(session).map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={close}
              className="flex min-h-12 items-center rounded-xl px-3 text-base font-medium hover:bg-green-soft hover:text-green"
            >
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The mobile menu's foot: who is signed in, and Log Out. */
export function MobileAccountFooter({ session, close }: ItemsProps) {
  return (
    <div className="flex items-center gap-3 border-t border-line p-4">
      <p className="min-w-0 flex-1 text-sm">
        <span className="block text-muted">Signed in as</span>
        <span className="block truncate font-bold">{session.username}</span>
      </p>
      <LogOutButton close={close} />
    </div>
  );
}

function LogOutButton({ close, className }: { close: () => void; className?: string }) {
  const { logOut, busy } = useLogOut();
  return (
    <Button
      variant="secondary"
      className={className}
      disabled={busy}
      onClick={async () => {
        await logOut();
        close();
      }}
    >
      {busy ? 'Logging out...' : 'Log Out'}
    </Button>
  );
}
