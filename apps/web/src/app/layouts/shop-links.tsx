import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';

// Links the page frame shows twice: the help pages (mobile menu and footer), and a visitor's Log
// In and Sign Up (account menu and mobile menu).

type ShopLink = { href: string; text: string };

export const helpLinks: ShopLink[] = [
  { href: paths.about(), text: 'About Us' },
  { href: paths.contact(), text: 'Contact Us' },
  { href: paths.faq(), text: 'FAQ' },
  { href: paths.trackOrder(), text: 'Track your order' },
];

/** Log In and Sign Up, one above the other. */
export function VisitorLinks({ onNavigate }: { onNavigate: () => void }) {
  return (
    <>
      <Link
        href={paths.usersLogin()}
        onClick={onNavigate}
        className={buttonClasses('primary', 'w-full')}
      >
        Log In
      </Link>
      <Link
        href={paths.signup()}
        onClick={onNavigate}
        className={buttonClasses('secondary', 'w-full')}
      >
        Sign Up
      </Link>
    </>
  );
}
