import { paths } from '@adepa/contract/paths';
import { ButtonLink } from '../../components/ui/button-link';

// Links the page frame shows twice: the help pages (mobile menu and footer), and a visitor's Log
// In and Sign Up (account menu and mobile menu).

type ShopLink = { href: string; text: string };

export const helpLinks: ShopLink[] = [
  { href: paths.about(), text: 'About Us' },
  { href: paths.contact(), text: 'Contact Us' },
  { href: paths.faq(), text: 'FAQ' },
  { href: paths.trackOrder(), text: 'Track your order' },
];

const visitorLinks = [
  { href: paths.usersLogin(), text: 'Log In', variant: 'primary' },
  { href: paths.signup(), text: 'Sign Up', variant: 'secondary' },
] as const;

/** Log In and Sign Up, one above the other. */
export function VisitorLinks({ onNavigate }: { onNavigate: () => void }) {
  return visitorLinks.map(({ href, text, variant }) => (
    <ButtonLink key={href} href={href} onClick={onNavigate} variant={variant} className="w-full">
      {text}
    </ButtonLink>
  ));
}
