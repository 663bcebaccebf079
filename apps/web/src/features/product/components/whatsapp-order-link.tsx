import type { Product } from '@adepa/contract/catalogue';
import { paths } from '@adepa/contract/paths';
import { buttonClasses } from '../../../components/ui/button';
import { WhatsAppIcon } from '../../../components/ui/social-icons';
import { absoluteUrl, shop } from '../../../lib/shop-settings';
import { whatsappOrderHref } from '../whatsapp-order';

type WhatsAppOrderLinkProps = { product: Product; qty: number; color: string; size: string };

/** Beside Add to cart: the same order as a WhatsApp message to the shop, ready to send. */
export function WhatsAppOrderLink({ product, qty, color, size }: WhatsAppOrderLinkProps) {
  const href = whatsappOrderHref({
    shopName: shop.name,
    whatsapp: shop.whatsapp,
    product,
    url: absoluteUrl(paths.product(product._id)),
    qty,
    color,
    size,
  });
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('secondary', 'min-h-12 text-base')}
    >
      <WhatsAppIcon className="size-5" />
      Order on WhatsApp
    </a>
  );
}
