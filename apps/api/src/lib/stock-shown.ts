// An order changes stock, not the catalogue. A kept reply (a catalogue answer or a rendered page)
// notes the stock of each product it shows and when that was last known true: the stock version
// (raised by any change of stock anywhere) and the time. While the stock version has not moved, or
// for `withinMs` after it was last known true, the reply is sent as kept; after that one read of
// its products' stock tells whether it still shows the truth. So an order costs a new answer only
// to the replies that show the product it took, and stock is shown at most `withinMs` late.

/** Product id → the stock a reply shows for it. */
export type StockShown = ReadonlyMap<string, number>;

/** When a reply's stock was last known true: the stock version then, and the time (ms). */
export interface StockChecked {
  version: number;
  at: number;
}

/** What a kept reply carries for its stock to be checked. */
export interface StockKept {
  stock: StockShown;
  checked: StockChecked;
  /** What the reply shows of a product's stock, where that is less than the number (pageStock). */
  shownAs?: StockShownAs;
  /** The check under way, shared by the requests that arrive meanwhile. */
  checking?: Promise<boolean>;
}

/** Of a product's stock, what a reply shows. */
export type StockShownAs = (id: string, stock: number) => number;

/**
 * What a page shows of the stock in `stock`: the number for the products it shows in full (a
 * product page's own product and sizes), and for every other product (a card) the number only up
 * to `lineMost`, the most one line of an order may take: a card says whether its product is sold
 * out, and a cart filled from it can use no more. So a sale that leaves more than that of a card's
 * product changes nothing the page shows, and costs it no render.
 */
export function pageStock(
  stock: StockShown,
  inFull: readonly string[],
  lineMost: number,
): { stock: StockShown; shownAs: StockShownAs } {
  const full = new Set(inFull);
  const shownAs: StockShownAs = (id, count) => (full.has(id) ? count : Math.min(count, lineMost));
  const shown = new Map<string, number>();
  for (const [id, count] of stock) shown.set(id, shownAs(id, count));
  return { stock: shown, shownAs };
}

/**
 * Every product in `value` (an object with a string `_id` and a numeric `stock`), at any depth,
 * with the stock shown for it.
 */
export function stockShownIn(
  value: unknown,
  into = new Map<string, number>(),
): Map<string, number> {
  if (Array.isArray(value)) {
    for (const item of value) stockShownIn(item, into);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record._id === 'string' && typeof record.stock === 'number') {
      into.set(record._id, record.stock);
    }
    for (const key in record) {
      const field = record[key];
      if (field !== null && typeof field === 'object') stockShownIn(field, into);
    }
  }
  return into;
}

/**
 * A check that a kept reply still shows true stock, given the stock version now. `readStock`
 * reads the stock of the products named (a product no longer there is left out). A change of
 * stock after a quiet while (none seen in the `withinMs` before it) is checked for at once; while
 * changes keep coming, each reply is checked at most once in `withinMs`.
 */
export function stockCheck(options: {
  withinMs: number;
  readStock: (ids: string[]) => Promise<StockShown>;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  let latest: { version: number; seenAt: number; afterQuiet: boolean } | undefined;
  return async (kept: StockKept, stockVersion: number): Promise<boolean> => {
    if (kept.stock.size === 0 || kept.checked.version === stockVersion) return true;
    const startedAt = now();
    if (latest?.version !== stockVersion) {
      const afterQuiet = !latest || startedAt - latest.seenAt >= options.withinMs;
      latest = { version: stockVersion, seenAt: startedAt, afterQuiet };
    }
    if (!latest.afterQuiet && startedAt - kept.checked.at < options.withinMs) return true;
    kept.checking ??= options
      .readStock([...kept.stock.keys()])
      .then((current) => {
        for (const [id, shown] of kept.stock) {
          const stock = current.get(id);
          if (stock === undefined || (kept.shownAs?.(id, stock) ?? stock) !== shown) return false;
        }
        kept.checked = { version: stockVersion, at: startedAt };
        return true;
      })
      .finally(() => {
        kept.checking = undefined;
      });
    return kept.checking;
  };
}
