import { compareBooks, ordersFound, readBooks } from '../tools/books.ts';
import type { Queryable } from '../tools/database-clients.ts';
import { withClient } from '../tools/database-clients.ts';
import { type ScratchDatabase, scratchDatabase } from '../tools/scratch-database.ts';
import { type ScratchDir, scratchDir } from '../tools/scratch-dir.ts';
import { type ShopProcess, type StartOptions, startShop } from '../tools/shop-process.ts';

// What every fault scenario shares: the shop's settings for them, the checks and their tally,
// the books, and what a scenario starts (databases, folders, shops, mounts) undone in reverse
// order however it ends, a start that fails included.

/** The fault product's stock: no stream of orders runs it out. */
export const STOCK = 1_000_000;

/** The api's settings in every scenario, besides its database and folder. */
export const base = {
  SEED_DEMO: 'false',
  LOG_LEVEL: 'fatal',
  ANONYMOUS_WRITES_PER_MINUTE: '1000000',
  // Every order here comes from one phone number and asks for SMS: the limits on those are lifted.
  GUEST_ORDERS_PER_PHONE: '0',
  SMS_PER_NUMBER_PER_DAY: '0',
  SMS_PER_HOUR: '0',
  BACKUP_EVERY_HOURS: '0',
};

export interface Scenario {
  /** The name `npm run faults -- <name>` runs it by. */
  name: string;
  /** What is done to the shop, as printed before it runs. */
  title: string;
  run: (s: ScenarioRun) => Promise<void>;
}

/** One scenario's run: its checks, and what it starts, each undone when it ends. */
export class ScenarioRun {
  readonly failures: string[] = [];
  private readonly undo: (() => unknown)[] = [];

  check(ok: boolean, what: string): void {
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) this.failures.push(what);
  }

  /** `undo` runs when the scenario ends, after what was registered later. */
  cleanUp(undo: () => unknown): void {
    this.undo.push(undo);
  }

  async database(): Promise<ScratchDatabase> {
    const db = await scratchDatabase('adepa_faults');
    this.cleanUp(() => db.drop());
    return db;
  }

  async folder(): Promise<ScratchDir> {
    const dir = await scratchDir('adepa-faults-');
    this.cleanUp(() => dir.remove());
    return dir;
  }

  /** The shop with `env` over the scenarios' settings; killed when the scenario ends. */
  async shop(env: Record<string, string>, options?: StartOptions): Promise<ShopProcess> {
    const shop = await startShop({ ...base, ...env }, options);
    this.cleanUp(() => shop.kill());
    return shop;
  }

  /** Undoes what the scenario started, the last first; an undo that fails is said, not thrown. */
  async end(): Promise<void> {
    for (const undo of this.undo.splice(0).reverse()) {
      try {
        await undo();
      } catch (error) {
        console.log(`  could not clean up: ${(error as Error).message}`);
      }
    }
  }

  /** The fault product's books on PostgreSQL at `url` against the orders answered 2xx. */
  checkBooks(url: string, productId: string, okIds: string[]): Promise<void> {
    return withClient(url, (c) => this.reportBooks(c, productId, okIds));
  }

  /** The fault product's books against the orders answered 2xx; it went on the shelf unordered. */
  async reportBooks(c: Queryable, productId: string, okIds: string[]): Promise<void> {
    const books = await readBooks(c, [productId]);
    const found = await ordersFound(c, okIds);
    const shelved = new Map([[productId, { name: 'Fault Fan', stock: STOCK, held: 0 }]]);
    const moved = compareBooks(shelved, books.shelves);
    const [variantId] = [...books.variantShelves.keys()];
    const size = compareBooks(
      new Map([[variantId!, { name: 'Fault Fan (M)', stock: STOCK, held: 0 }]]),
      books.variantShelves,
    );
    console.log(
      `  books: ${books.orders} orders, ${moved.unitsOrdered} units ordered, stock ${STOCK} -> ${books.shelves.get(productId)?.stock}`,
    );
    this.check(
      found === okIds.length,
      `every order answered 2xx is in the database (${found}/${okIds.length})`,
    );
    this.check(books.ordersWithoutLines === 0, 'no order without lines');
    this.check(
      moved.disagreements.length === 0,
      'stock taken equals units ordered: none taken without an order',
    );
    this.check(
      size.disagreements.length === 0 && books.sumsOff.length === 0,
      'per size too, and the product holds the sum of its sizes',
    );
  }
}

/** The 2xx orders' ids among a stream's outcomes. */
export const placedIds = (outcomes: { orderId?: string }[]) =>
  outcomes.flatMap((o) => o.orderId ?? []);
