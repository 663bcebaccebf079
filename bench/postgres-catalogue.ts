import { scratchDatabase } from '../tools/scratch-database.ts';
import { scratchDir } from '../tools/scratch-dir.ts';
import { type CatalogueInfo, fillCatalogue } from './catalogue.ts';

export interface PostgresCatalogue {
  url: string;
  dataDir: string;
  info: CatalogueInfo & { seconds: number };
}

/** A scratch PostgreSQL database filled with the benchmark catalogue, dropped after `work`. */
export async function withPostgresCatalogue<T>(
  work: (catalogue: PostgresCatalogue) => Promise<T>,
): Promise<T> {
  const database = await scratchDatabase('adepa_bench');
  const scratch = await scratchDir('adepa_bench_');
  try {
    process.stderr.write(`PostgreSQL: filling ${database.name}\n`);
    const info = await fillCatalogue({ kind: 'postgres', url: database.url });
    return await work({ url: database.url, dataDir: scratch.path, info });
  } finally {
    await database.drop();
    await scratch.remove();
  }
}
