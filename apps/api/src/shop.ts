import { defaultShop, type ShopSettings, shopSettingsSchema } from '@adepa/contract/shop';

/** The shop's identity: the defaults of brand.md, with the SHOP_* variables of the environment on top. */
export function loadShopSettings(env: NodeJS.ProcessEnv = process.env): ShopSettings {
  return shopSettingsSchema.parse({
    ...defaultShop,
    ...(env.SHOP_NAME && { name: env.SHOP_NAME }),
    ...(env.SHOP_EMAIL && { email: env.SHOP_EMAIL }),
    ...(env.SHOP_PHONE && { phone: env.SHOP_PHONE }),
    ...(env.SHOP_WHATSAPP && { whatsapp: env.SHOP_WHATSAPP, mobile: env.SHOP_WHATSAPP }),
    ...(env.SHOP_ADDRESS && { address: env.SHOP_ADDRESS }),
  });
}
