import { catalogueKeys } from '../../catalogue';

export const adminCategoryKeys = {
  /** One category, under the shared category list so every category change refreshes it. */
  one: (id: string) => [...catalogueKeys.categories, 'one', id] as const,
};
