// Many requests want the same small fact from the database (the catalogue version) at once. Each
// must see every write committed before it arrived, so it cannot reuse a read that was already
// under way; but it can share the next one. At most one read is in flight; requests arriving
// meanwhile wait for the read that starts when it ends, so under load one round trip answers a
// whole batch of requests instead of one each.

export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | undefined;
  let inFlight: Promise<unknown> | undefined;

  const start = (): Promise<T> => {
    const current = read();
    const done = current.then(
      () => undefined,
      () => undefined,
    );
    inFlight = done;
    done.then(() => {
      if (inFlight === done) inFlight = undefined;
    });
    return current;
  };

  return () => {
    if (!inFlight) return start();
    // A read is under way but may have begun before this request: wait for the next one.
    if (!next) {
      next = inFlight.then(() => {
        next = undefined;
        return start();
      });
    }
    return next;
  };
}
