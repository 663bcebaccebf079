import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { shop } from '../../../lib/shop-settings';
import { NoticeCard } from './notice-card';

/** /subscribed: the thank-you after the address is confirmed. */
export function SubscribedMessage() {
  return (
    <NoticeCard title="Thank you for subscribing!" documentTitle="Subscribed" tone="success">
      <p className="text-lg font-semibold text-green">
        You are now part of the {shop.name} family.
      </p>
      <p className="text-muted">
        Your e-mail address is confirmed. Look out for new arrivals, special offers and the odd
        useful tip from our shop in {shop.city}: one short e-mail now and then, never a flood.
      </p>
      <p className="text-sm text-muted">
        Every newsletter has an unsubscribe link at the bottom, so you can leave any time.
      </p>
      <div className="mt-2 flex w-full flex-col gap-3">
        <Link href={paths.shop()} className={buttonClasses('primary', 'min-h-12 px-7 text-base')}>
          Start shopping
        </Link>
        <Link href={paths.home()} className={buttonClasses('secondary', 'min-h-12 px-7 text-base')}>
          Back to home
        </Link>
      </div>
    </NoticeCard>
  );
}
