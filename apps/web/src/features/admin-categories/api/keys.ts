import { catalogKeys } from '../../catalog';

export const adminCategoryKeys = {
  /** One category, under the shared category list so every category change refreshes it. */
  one: (id: string) => [...catalogKeys.categories, 'one', id] as const,
};
