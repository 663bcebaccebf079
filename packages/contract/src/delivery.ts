import { z } from 'zod';
import { MAX_HOLIDAYS, MAX_LEAD_DAYS } from './arrival.ts';
import { daySchema } from './days.ts';
import { toPesewas } from './money.ts';
import { GHANA_REGIONS } from './order-options.ts';

export * from './delivery-fees.ts';

// The owner's delivery settings as the api sends and receives them: a fee for every region and the
// amount above which delivery is free, all in cedi; each region's lead time in working days and
// the shop's holidays (arrival.ts says how they make a date).

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

const perRegion = <T extends z.ZodType>(schema: T, error: string) =>
  z.object(
    Object.fromEntries(GHANA_REGIONS.map((region) => [region, schema])) as {
      [R in (typeof GHANA_REGIONS)[number]]: T;
    },
    { error },
  );

const workingDays = (which: string) =>
  z
    .number({ error: `Enter the ${which} day as a number of working days, such as 2` })
    .int(`Enter the ${which} day as a whole number of working days`)
    .min(1, `The ${which} day is at least 1 working day after the order`)
    .max(MAX_LEAD_DAYS, `Please keep the ${which} day within ${MAX_LEAD_DAYS} working days`);

const leadTimeSchema = z
  .object({ min: workingDays('first'), max: workingDays('last') })
  .refine((lead) => lead.max >= lead.min, {
    path: ['max'],
    error: 'The last day cannot come before the first',
  });

/** What the api answers: every setting. */
export const deliveryPricingReplySchema = z.object({
  fees: perRegion(cedi(MAX_DELIVERY_FEE, 'a fee'), 'Give a fee for every region'),
  freeAbove: cedi(MAX_FREE_DELIVERY_ABOVE, 'the free delivery amount').nullable(),
  leadTimes: perRegion(leadTimeSchema, 'Give a delivery time for every region'),
  holidays: z
    .array(daySchema('A holiday'))
    .max(MAX_HOLIDAYS, `Please list at most ${MAX_HOLIDAYS} holidays`),
});

/** What the owner saves: lead times and holidays left out stay as they are. */
export const deliveryPricingSchema = deliveryPricingReplySchema.partial({
  leadTimes: true,
  holidays: true,
});
export type DeliveryPricingInput = z.input<typeof deliveryPricingSchema>;
