export const deliveryKeys = {
  /** The owner's delivery fees: each region's fee and the free delivery amount. */
  pricing: ['delivery-fees'] as const,
};
