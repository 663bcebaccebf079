import { phoneDigits } from '@adepa/contract/shop';
import { shop } from '../../../lib/shop-settings';
import { TextLink } from './prose';

// The shop's numbers and address as links inside the pages' text, always from the shop settings.

// A number never breaks across two lines.
const NoBreak = ({ value }: { value: string }) => (
  <span className="whitespace-nowrap">{value}</span>
);

export const PhoneLink = ({ phone = shop.phone }: { phone?: string }) => (
  <TextLink href={`tel:+${phoneDigits(phone)}`}>
    <NoBreak value={phone} />
  </TextLink>
);

export const WhatsAppLink = () => (
  <TextLink href={`https://wa.me/${phoneDigits(shop.whatsapp)}`}>
    WhatsApp (<NoBreak value={shop.whatsapp} />)
  </TextLink>
);

export const EmailLink = () => <TextLink href={`mailto:${shop.email}`}>{shop.email}</TextLink>;

/** "024… or 032…": the shop's phone numbers, each a link, without repeating one. */
export function PhoneLinks() {
  const [first, second] = [...new Set([shop.phone, shop.mobile])];
  return (
    <>
      <PhoneLink phone={first} />
      {second && (
        <>
          {' or '}
          <PhoneLink phone={second} />
        </>
      )}
    </>
  );
}
