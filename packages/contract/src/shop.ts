import { z } from 'zod';

// The shop's identity. Defaults describe Adepa in Kumasi; the api overrides them from the
// environment (SHOP_NAME, SHOP_EMAIL, SHOP_PHONE, SHOP_WHATSAPP, SHOP_ADDRESS) so that another
// retailer can run the same code, and hands the result to the web app inside index.html.

/** The header shows the name beside the logo in large type, and the SMS begin with it. */
export const SHOP_NAME_MAX = 40;
/** Room for a number written with its country code and spaces: +233 24 455 0123. */
export const SHOP_PHONE_MAX = 20;
/** One line in the footer and the contact page, and part of every page's description. */
export const SHOP_ADDRESS_MAX = 120;

// Built from zod's own calls only (no helper function): the storefront's build drops unused schemas
// only when every call in them is zod's (apps/web/vite-pure-schemas.ts).
const phoneSetting = z
  .string()
  .trim()
  .min(1)
  .max(SHOP_PHONE_MAX, `must be at most ${SHOP_PHONE_MAX} characters`);

export const shopSettingsSchema = z.object({
  name: z.string().trim().min(1).max(SHOP_NAME_MAX, `must be at most ${SHOP_NAME_MAX} characters`),
  tagline: z.string(),
  email: z.string().email().max(254, 'must be at most 254 characters'),
  phone: phoneSetting,
  mobile: phoneSetting,
  whatsapp: phoneSetting,
  address: z
    .string()
    .trim()
    .min(1)
    .max(SHOP_ADDRESS_MAX, `must be at most ${SHOP_ADDRESS_MAX} characters`),
  city: z.string(),
  hours: z.string(),
  promise: z.string(),
  /** Whether checkout offers Mobile Money (the shop has a payment gateway's key). */
  mobileMoney: z.boolean(),
  /** Units of one product an order may hold (UNITS_PER_LINE): the cart offers no more. */
  unitsPerLine: z.number().int().min(1),
  social: z.object({
    facebook: z.string().url(),
    instagram: z.string().url(),
    x: z.string().url(),
    tiktok: z.string().url(),
  }),
});

export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const defaultShop: ShopSettings = {
  name: 'Adepa',
  tagline: 'Good things, delivered. Pay when it arrives.',
  email: 'hello@adepa.example',
  phone: '+233 32 202 4550',
  mobile: '+233 24 455 0123',
  whatsapp: '+233 24 455 0123',
  address: 'Adum, near Kejetia Market, Kumasi, Ashanti Region, Ghana',
  city: 'Kumasi',
  hours: 'Monday to Saturday, 8am to 6pm',
  promise: 'Pay only after successful delivery',
  mobileMoney: false,
  unitsPerLine: 20,
  social: {
    facebook: 'https://www.facebook.com/adepa.example',
    instagram: 'https://www.instagram.com/adepa.example',
    x: 'https://x.com/adepa.example',
    tiktok: 'https://www.tiktok.com/@adepa.example',
  },
};

/** Digits only, for tel: and wa.me links. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}
