import { catalogueKeys } from '../../catalogue';

/** A product page's data, under the catalogue's `products` so product changes refresh it too. */
export const productKeys = {
  details: (id: string) => [...catalogueKeys.products, 'details', id] as const,
};
