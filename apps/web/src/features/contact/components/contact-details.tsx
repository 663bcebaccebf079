import { phoneDigits } from '@adepa/contract/shop';
import type { ReactNode } from 'react';
import { ClockIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/icons';
import { Icon, type IconProps } from '../../../components/ui/line-icon';
import { WhatsAppIcon } from '../../../components/ui/social-icons';
import { shop } from '../../../lib/shop-settings';

// The shop's ways to be reached, all from the shop settings: calls and WhatsApp first, because
// most shoppers here would rather talk than write.

const link =
  'inline-flex min-h-11 items-center font-semibold text-green underline-offset-4 hover:underline';

const MailIcon = ({ className }: IconProps) => (
  <Icon className={className}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </Icon>
);

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 grid size-10 shrink-0 place-items-center rounded-full bg-green-soft text-green">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-bold">{title}</h3>
        {children}
      </div>
    </li>
  );
}

export function ContactDetails() {
  const phones = [...new Set([shop.phone, shop.mobile])];
  return (
    <ul className="grid gap-5">
      <Row icon={<PhoneIcon className="size-5" />} title="Call us">
        <ul>
          {phones.map((phone) => (
            <li key={phone}>
              <a href={`tel:+${phoneDigits(phone)}`} className={link}>
                {phone}
              </a>
            </li>
          ))}
        </ul>
      </Row>
      <Row icon={<WhatsAppIcon className="size-5" />} title="WhatsApp">
        <a
          href={`https://wa.me/${phoneDigits(shop.whatsapp)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={link}
        >
          Chat with us on WhatsApp
        </a>
        <p className="text-sm text-muted">{shop.whatsapp}</p>
      </Row>
      <Row icon={<MailIcon className="size-5" />} title="E-mail">
        <a href={`mailto:${shop.email}`} className={`${link} break-all`}>
          {shop.email}
        </a>
      </Row>
      <Row icon={<MapPinIcon className="size-5" />} title="Visit our shop">
        <address className="mt-1 text-sm not-italic">{shop.address}</address>
      </Row>
      <Row icon={<ClockIcon className="size-5" />} title="Opening hours">
        <p className="mt-1 text-sm">{shop.hours}</p>
      </Row>
    </ul>
  );
}
