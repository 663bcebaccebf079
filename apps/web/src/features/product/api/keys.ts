import { catalogKeys } from '../../catalog';

/** A product page's data, under the catalogue's `products` so product changes refresh it too. */
export const productKeys = {
  details: (id: string) => [...catalogKeys.products, 'details', id] as const,
};
