import { NOT_REGISTERED, type TaxSettings } from '@adepa/contract/tax';
import { type Actor, changedFields, recordActivity } from '../../activity/index.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { taxSettings } from '../../db/schema.ts';

// The owner's VAT registration: one row, none for a shop that never said (not registered).

export async function readTaxSettings(db: DbOrTx): Promise<TaxSettings> {
  const [row] = await db.select().from(taxSettings);
  if (!row) return NOT_REGISTERED;
  return {
    registered: row.registered,
    tin: row.tin,
    from: row.fromDay,
    deliveryTaxable: row.deliveryTaxable,
  };
}

/** Writes the setting and its log entry together; orders placed from then on follow it. */
export async function saveTaxSettings(db: Db, settings: TaxSettings, actor: Actor): Promise<void> {
  const values = {
    registered: settings.registered,
    tin: settings.tin,
    fromDay: settings.from,
    deliveryTaxable: settings.deliveryTaxable,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    const before = await readTaxSettings(tx);
    await tx
      .insert(taxSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: taxSettings.id, set: values });
    const change = changedFields(before, settings);
    if (change.changed)
      await recordActivity(tx, actor, { action: 'tax.settings', subject: 'tax', ...change });
  });
}
