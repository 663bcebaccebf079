// Hot reads run as prepared statements, built once per shape: building a drizzle query costs the
// api more than the database spends answering it, and a prepared statement is also parsed and
// planned once per connection. Values always travel as placeholders.

const preparedByDb = new WeakMap<object, Map<string, unknown>>();

/** The statement named `key` for this database, prepared by `build` on first use. */
export function preparedOnce<T>(db: object, key: string, build: () => T): T {
  let cache = preparedByDb.get(db);
  if (!cache) {
    cache = new Map();
    preparedByDb.set(db, cache);
  }
  let statement = cache.get(key);
  if (statement === undefined) {
    statement = build();
    cache.set(key, statement);
  }
  return statement as T;
}
