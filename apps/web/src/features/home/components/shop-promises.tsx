import { phoneDigits } from '@adepa/contract/shop';
import type { ReactNode } from 'react';
import { ClockIcon, TruckIcon } from '../../../components/ui/icons';
import { WhatsAppIcon } from '../../../components/ui/social-icons';
import { shop } from '../../../lib/shop-settings';

/** Three short reasons to trust the shop, under the hero. */
export function ShopPromises() {
  return (
    <ul className="grid grid-cols-1 gap-3 md:grid-cols-3">
      <PromiseItem icon={<TruckIcon />} title="Delivered to your door">
        The delivery fee depends on your region; checkout shows it before you order.
      </PromiseItem>
      <PromiseItem icon={<ClockIcon />} title="We are open">
        {shop.hours}
      </PromiseItem>
      <PromiseItem icon={<WhatsAppIcon className="size-6" />} title="Chat with us">
        <a
          href={`https://wa.me/${phoneDigits(shop.whatsapp)}`}
          className="font-medium text-green underline underline-offset-2"
          rel="noopener"
        >
          WhatsApp {shop.whatsapp}
        </a>
      </PromiseItem>
    </ul>
  );
}

function PromiseItem({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3 rounded-2xl bg-white p-3 ring-1 sm:p-4 ring-line">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-green-soft text-green">
        {icon}
      </span>
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-muted">{children}</span>
      </span>
    </li>
  );
}
