import {
  DEFAULT_DELIVERY_FEE,
  DEFAULT_FREE_DELIVERY_ABOVE,
  type DeliveryPricing,
} from '@adepa/contract/delivery-fees';
import { toCedi, toPesewas } from '@adepa/contract/money';
import { GHANA_REGIONS } from '@adepa/contract/order-options';
import { sql } from 'drizzle-orm';
import { type Actor, changedFields, recordActivity } from '../../activity/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { deliveryFees, deliverySettings } from '../../db/schema.ts';

// The owner's delivery fees. A region the owner never priced costs the default fee, and without
// a settings row delivery is free above the default amount, so a new shop keeps the old rule.

export async function readDeliveryPricing(db: Db | Tx): Promise<DeliveryPricing> {
  // One statement (an order reads these in its transaction): each fee a row, and the settings
  // row, if there is one, as a row without a region.
  const rows = await db
    .select({
      region: sql<string | null>`${deliveryFees.region}`,
      feePesewas: deliveryFees.feePesewas,
      freeAbovePesewas: sql<number | null>`null::integer`,
    })
    .from(deliveryFees)
    .unionAll(
      db
        .select({
          region: sql<string | null>`null`,
          feePesewas: sql<number>`0`,
          freeAbovePesewas: deliverySettings.freeAbovePesewas,
        })
        .from(deliverySettings),
    );
  const settings = rows.find((row) => row.region === null);
  const set = new Map<string, number>();
  for (const row of rows) if (row.region !== null) set.set(row.region, toCedi(row.feePesewas));
  return {
    fees: Object.fromEntries(
      GHANA_REGIONS.map((region) => [region, set.get(region) ?? DEFAULT_DELIVERY_FEE]),
    ) as DeliveryPricing['fees'],
    freeAbove: settings
      ? settings.freeAbovePesewas === null
        ? null
        : toCedi(settings.freeAbovePesewas)
      : DEFAULT_FREE_DELIVERY_ABOVE,
  };
}

/** Replaces every fee and the free-delivery amount at once. */
export async function saveDeliveryPricing(
  db: Db,
  pricing: DeliveryPricing,
  actor: Actor,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const before = await readDeliveryPricing(tx);
    await tx
      .insert(deliveryFees)
      .values(
        GHANA_REGIONS.map((region) => ({
          region,
          feePesewas: toPesewas(pricing.fees[region]),
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: deliveryFees.region,
        set: { feePesewas: sql`excluded.fee_pesewas`, updatedAt: now },
      });
    const freeAbovePesewas = pricing.freeAbove === null ? null : toPesewas(pricing.freeAbove);
    await tx
      .insert(deliverySettings)
      .values({ id: 1, freeAbovePesewas, updatedAt: now })
      .onConflictDoUpdate({
        target: deliverySettings.id,
        set: { freeAbovePesewas, updatedAt: now },
      });
    const flat = (p: DeliveryPricing) => ({ ...p.fees, freeAbove: p.freeAbove });
    const change = changedFields(flat(before), flat(pricing));
    if (change.changed)
      await recordActivity(tx, actor, { action: 'delivery.fees', subject: 'delivery', ...change });
  });
}
