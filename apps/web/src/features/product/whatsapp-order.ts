import { formatCedi } from '@adepa/contract/money';
import { phoneDigits } from '@adepa/contract/shop';

// "Order on WhatsApp": a wa.me link to the shop's number with the message written for the
// shopper (product, price, link, and what they picked), who only has to press send.

type OrderLine = {
  shopName: string;
  whatsapp: string;
  product: { name: string; discount: number };
  /** Absolute URL of the product page. */
  url: string;
  qty?: number;
  color?: string;
  size?: string;
};

export function whatsappOrderHref({
  shopName,
  whatsapp,
  product,
  url,
  qty,
  color,
  size,
}: OrderLine): string {
  const picked = [
    qty && qty > 1 ? `Quantity: ${qty}` : '',
    color ? `Colour: ${color}` : '',
    size ? `Size: ${size}` : '',
  ].filter(Boolean);
  const text = [
    `Hello ${shopName}, I would like to order:`,
    `${product.name} - ${formatCedi(product.discount)}`,
    ...picked,
    url,
  ].join('\n');
  return `https://wa.me/${phoneDigits(whatsapp)}?text=${encodeURIComponent(text)}`;
}
