import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../lib/prepared.ts';

// What the catalogue cache (plugins/catalogue-cache.ts) asks of the products' tables: the
// versions the database's triggers raise with every write to the catalogue or to stock, and the
// stock of the products a kept answer shows.

/** The catalogue's and the stock's versions as this connection's snapshot sees them. */
export async function catalogueVersions(db: Db): Promise<{ catalogue: number; stock: number }> {
  // Asked for by every batch of catalogue reads: a prepared statement, built and planned once.
  const versions = preparedOnce(db, 'catalogue_versions', () =>
    db
      .select({
        catalogue: sql<string | number | null>`(select sum(version) from catalogue_state)`,
        stock: sql<string | number | null>`(select sum(version) from stock_state)`,
      })
      .from(sql`(values (1)) as one`)
      .prepare('catalogue_versions'),
  );
  const [row] = await versions.execute();
  return { catalogue: Number(row?.catalogue ?? 0), stock: Number(row?.stock ?? 0) };
}
