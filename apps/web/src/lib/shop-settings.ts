import { defaultShop, type ShopSettings } from '@adepa/contract/shop';

// The api writes the shop's identity into index.html as <script type="application/json"
// id="shop-settings">; it is read once at start. Under the Vite dev server (no api in front of
// index.html) the element is missing and the defaults apply.

function readShopSettings(): ShopSettings {
  const element = document.getElementById('shop-settings');
  if (!element?.textContent) return defaultShop;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<ShopSettings>;
    return {
      ...defaultShop,
      ...parsed,
      social: { ...defaultShop.social, ...parsed.social },
    };
  } catch {
    return defaultShop;
  }
}

export const shop: ShopSettings = readShopSettings();
