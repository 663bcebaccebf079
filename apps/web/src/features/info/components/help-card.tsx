import { paths } from '@adepa/contract/paths';
import { phoneDigits } from '@adepa/contract/shop';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { ClockIcon, PhoneIcon } from '../../../components/ui/icons';
import { WhatsAppIcon } from '../../../components/ui/social-icons';
import { shop } from '../../../lib/shop-settings';

/** Beside (or under) every static page: the quickest ways to reach a person. */
export function HelpCard() {
  return (
    <section
      aria-labelledby="help-card-title"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-line"
    >
      <div className="kente-band h-1.5" />
      <div className="grid gap-4 p-5">
        <div>
          <h2 id="help-card-title" className="text-lg font-bold">
            Need a hand?
          </h2>
          <p className="mt-1 text-sm text-muted">Talk to a real person at our shop.</p>
        </div>
        <a
          href={`tel:+${phoneDigits(shop.phone)}`}
          className={buttonClasses('secondary', 'min-h-12')}
        >
          <PhoneIcon className="size-5" />
          Call {shop.phone}
        </a>
        <a
          href={`https://wa.me/${phoneDigits(shop.whatsapp)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'min-h-12')}
        >
          <WhatsAppIcon className="size-5" />
          Chat on WhatsApp
        </a>
        <Link href={paths.contact()} className={buttonClasses('ghost', 'min-h-12')}>
          Send us a message
        </Link>
        <p className="flex items-start gap-2 text-sm text-muted">
          <ClockIcon className="size-5 shrink-0 text-green" />
          {shop.hours}
        </p>
      </div>
    </section>
  );
}
