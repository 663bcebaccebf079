const all = ['reviews'] as const;

export const reviewKeys = {
  /** Every page of one product's reviews, so a new review refreshes them all. */
  product: (productId: string) => [...all, productId] as const,
  page: (productId: string, page: number) => [...all, productId, page] as const,
};
