import { z } from 'zod';
import { toPesewas } from './money.ts';
import { GHANA_REGIONS } from './order-options.ts';

export * from './delivery-fees.ts';

// The owner's delivery settings as the api sends and receives them: a fee for every region and the
// amount above which delivery is free, all in cedi.

export const MAX_DELIVERY_FEE = 1000;
export const MAX_FREE_DELIVERY_ABOVE = 1_000_000;

const cedi = (max: number, what: string) =>
  z
    .number({ error: `Enter ${what} in cedi, such as 10 or 12.50` })
    .min(0, `${what[0]!.toUpperCase()}${what.slice(1)} cannot be less than ₵0.00`)
    .max(max, `Please keep ${what} at most ₵${max.toLocaleString('en-GH')}`)
    .refine((value) => toPesewas(value) / 100 === value, {
      message: 'Use at most two decimals (pesewas)',
    });

export const deliveryPricingSchema = z.object({
  fees: z.object(
    Object.fromEntries(
      GHANA_REGIONS.map((region) => [region, cedi(MAX_DELIVERY_FEE, 'a fee')]),
    ) as {
      [R in (typeof GHANA_REGIONS)[number]]: ReturnType<typeof cedi>;
    },
    { error: 'Give a fee for every region' },
  ),
  freeAbove: cedi(MAX_FREE_DELIVERY_ABOVE, 'the free delivery amount').nullable(),
});
export type DeliveryPricingInput = z.input<typeof deliveryPricingSchema>;
