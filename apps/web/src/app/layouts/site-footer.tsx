import { paths } from '@adepa/contract/paths';
import { phoneDigits } from '@adepa/contract/shop';
import { Link } from 'wouter';
import { Logo } from '../../components/logo';
import { ClockIcon, MapPinIcon, PhoneIcon, ShieldCheckIcon } from '../../components/ui/icons';
import { WhatsAppIcon } from '../../components/ui/social-icons';
import { NewsletterForm } from '../../features/newsletter';
import { accraDate } from '../../lib/dates';
import { shop } from '../../lib/shop-settings';
import { helpLinks } from './shop-links';
import { SocialLinks } from './social-links';

const footerLinks = [
  ...helpLinks,
  { href: paths.terms(), text: 'Terms of Service' },
  { href: paths.privacy(), text: 'Privacy Policy' },
];

const heading = 'text-sm font-bold tracking-wide text-gold uppercase';
const row = 'flex items-start gap-3 text-sm text-white/85';

export function SiteFooter() {
  return (
    <footer className="on-dark mt-16 grow bg-ink text-white">
      <div className="kente-band h-2" />
      <section aria-labelledby="newsletter" className="border-b border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-10 sm:px-5 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="newsletter" className="text-xl font-bold">
              New arrivals and offers in your inbox
            </h2>
            <p className="mt-1 text-sm text-white/75">
              One short e-mail now and then. Leave any time.
            </p>
          </div>
          <NewsletterForm />
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:grid-cols-2 sm:px-5 lg:grid-cols-[1.3fr_1fr_1.3fr_1.3fr]">
        <div>
          <Link
            href={paths.home()}
            aria-label={`${shop.name} home`}
            className="inline-block rounded-lg"
          >
            <Logo tone="light" />
          </Link>
          <p className="mt-3 text-sm text-white/80">{shop.tagline}</p>
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white/10 py-2 pr-4 pl-3 text-sm font-semibold">
            <ShieldCheckIcon className="size-5 text-gold" />
            {shop.promise}
          </p>
        </div>

        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className={heading}>
            Help
          </h2>
          <ul className="mt-3">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-flex min-h-11 items-center text-sm text-white/85 hover:text-gold hover:underline"
                >
                  {link.text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={heading}>Visit us</h2>
          <ul className="mt-4 space-y-4">
            <li className={row}>
              <MapPinIcon className="size-5 shrink-0 text-gold" />
              <address className="not-italic">{shop.address}</address>
            </li>
            <li className={row}>
              <ClockIcon className="size-5 shrink-0 text-gold" />
              <span>{shop.hours}</span>
            </li>
            <li className={row}>
              <PhoneIcon className="size-5 shrink-0 text-gold" />
              {/* Each link at least 24 px tall, so a thumb can tell them apart (WCAG 2.5.8). */}
              <span className="-my-1 flex flex-col">
                <a
                  href={`tel:+${phoneDigits(shop.phone)}`}
                  className="inline-flex min-h-6 items-center self-start hover:text-gold hover:underline"
                >
                  {shop.phone}
                </a>
                <a
                  href={`mailto:${shop.email}`}
                  className="inline-flex min-h-6 items-center self-start hover:text-gold hover:underline"
                >
                  {shop.email}
                </a>
              </span>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={heading}>Chat with us</h2>
          <a
            href={`https://wa.me/${phoneDigits(shop.whatsapp)}`}
            rel="noopener"
            className="mt-4 inline-flex min-h-11 items-center gap-3 rounded-full bg-white/10 px-4 text-sm font-semibold hover:bg-white/20"
          >
            <WhatsAppIcon className="size-5 text-gold" />
            WhatsApp {shop.whatsapp}
          </a>
          <h2 className={`${heading} mt-6`}>Follow us</h2>
          <SocialLinks />
        </div>
      </div>

      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-white/70 sm:px-5">
          © {accraDate(new Date()).year} {shop.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
