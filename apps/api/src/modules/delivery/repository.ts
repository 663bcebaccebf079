import { defaultLeadTime } from '@adepa/contract/arrival';
import type { DeliveryPricingInput } from '@adepa/contract/delivery';
import {
  DEFAULT_DELIVERY_FEE,
  DEFAULT_FREE_DELIVERY_ABOVE,
  type DeliveryPricing,
  eachRegion,
} from '@adepa/contract/delivery-fees';
import { toCedi, toPesewas } from '@adepa/contract/money';
import { GHANA_REGIONS, type GhanaRegion } from '@adepa/contract/order-options';
import { ghanaDay } from '@adepa/contract/tax';
import { sql } from 'drizzle-orm';
import { type Actor, changedFields, recordActivity } from '../../activity/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { deliveryFees, deliverySettings } from '../../db/schema.ts';

// The owner's delivery fees, lead times and holidays. A region the owner never priced costs the
// default fee and takes its default time (arrival.ts), and without a settings row delivery is free
// above the default amount and no day is a holiday, so a new shop keeps the old rule.

export async function readDeliveryPricing(db: Db | Tx): Promise<DeliveryPricing> {
  // One statement (an order reads these in its transaction): each fee a row, and the settings
  // row, if there is one, as a row without a region.
  const rows = await db
    .select({
      region: sql<string | null>`${deliveryFees.region}`,
      feePesewas: deliveryFees.feePesewas,
      leadMinDays: deliveryFees.leadMinDays,
      leadMaxDays: deliveryFees.leadMaxDays,
      freeAbovePesewas: sql<number | null>`null::integer`,
      holidays: sql<string[] | null>`null::text[]`,
    })
    .from(deliveryFees)
    .unionAll(
      db
        .select({
          region: sql<string | null>`null`,
          feePesewas: sql<number>`0`,
          leadMinDays: sql<number | null>`null::smallint`,
          leadMaxDays: sql<number | null>`null::smallint`,
          freeAbovePesewas: deliverySettings.freeAbovePesewas,
          holidays: sql<string[] | null>`${deliverySettings.holidays}::text[]`,
        })
        .from(deliverySettings),
    );
  const settings = rows.find((row) => row.region === null);
  const byRegion = new Map(rows.map((row) => [row.region, row]));
  const lead = (region: GhanaRegion) => {
    const row = byRegion.get(region);
    return row?.leadMinDays != null && row.leadMaxDays != null
      ? { min: row.leadMinDays, max: row.leadMaxDays }
      : defaultLeadTime(region);
  };
  return {
    fees: eachRegion((region) => {
      const row = byRegion.get(region);
      return row ? toCedi(row.feePesewas) : DEFAULT_DELIVERY_FEE;
    }),
    freeAbove: settings
      ? settings.freeAbovePesewas === null
        ? null
        : toCedi(settings.freeAbovePesewas)
      : DEFAULT_FREE_DELIVERY_ABOVE,
    leadTimes: eachRegion(lead),
    holidays: settings?.holidays ?? [],
  };
}

/** The holidays worth keeping: today's and later ones, each once, in order. */
const upcoming = (holidays: readonly string[], today: string) =>
  [...new Set(holidays)].filter((day) => day >= today).sort();

/** Replaces every fee and the free-delivery amount at once. */
export async function saveDeliveryPricing(
  db: Db,
  input: DeliveryPricingInput,
  actor: Actor,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const before = await readDeliveryPricing(tx);
    const pricing: DeliveryPricing = {
      fees: input.fees,
      freeAbove: input.freeAbove,
      leadTimes: input.leadTimes ?? before.leadTimes,
      holidays: upcoming(input.holidays ?? before.holidays, ghanaDay(now)),
    };
    await tx
      .insert(deliveryFees)
      .values(
        GHANA_REGIONS.map((region) => ({
          region,
          feePesewas: toPesewas(pricing.fees[region]),
          leadMinDays: pricing.leadTimes[region].min,
          leadMaxDays: pricing.leadTimes[region].max,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: deliveryFees.region,
        set: {
          feePesewas: sql`excluded.fee_pesewas`,
          leadMinDays: sql`excluded.lead_min_days`,
          leadMaxDays: sql`excluded.lead_max_days`,
          updatedAt: now,
        },
      });
    const freeAbovePesewas = pricing.freeAbove === null ? null : toPesewas(pricing.freeAbove);
    await tx
      .insert(deliverySettings)
      .values({ id: 1, freeAbovePesewas, holidays: pricing.holidays, updatedAt: now })
      .onConflictDoUpdate({
        target: deliverySettings.id,
        set: { freeAbovePesewas, holidays: pricing.holidays, updatedAt: now },
      });
    const flat = (p: DeliveryPricing) => ({
      ...p.fees,
      freeAbove: p.freeAbove,
      ...Object.fromEntries(
        GHANA_REGIONS.map((region) => {
          const { min, max } = p.leadTimes[region];
          return [`${region} delivery time`, `${min}–${max} working days`];
        }),
      ),
      holidays: p.holidays,
    });
    const change = changedFields(flat(before), flat(pricing));
    if (change.changed)
      await recordActivity(tx, actor, { action: 'delivery.fees', subject: 'delivery', ...change });
  });
}
