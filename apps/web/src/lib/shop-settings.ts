import { defaultShop, type ShopSettings } from '@adepa/contract/shop';
import { type PageData, readPageData } from './page-data';

// The shop's identity (name, phones, address...) and public address. The api reads them from
// its environment; the server renderer is given them once at start (configureShop) and writes
// them into every page, where the browser reads them before the app's first render.

export const shop: ShopSettings = structuredClone(defaultShop);
/** PUBLIC_URL: the origin of canonical and shared links. */
export let publicUrl = '';

export function configureShop(settings: Pick<PageData, 'shop' | 'publicUrl'>): void {
  Object.assign(shop, settings.shop, {
    social: { ...defaultShop.social, ...settings.shop.social },
  });
  publicUrl = settings.publicUrl.replace(/\/+$/, '');
}

/** `path` on the shop's public address. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${publicUrl || 'http://localhost'}/`).href;
}

const pageData = readPageData();
if (pageData) configureShop(pageData);
