/**
 * Whether the database answered a ping of at most `keptMs` ago: one ping answers every health
 * check meanwhile, so a check polled many times a second costs the database one query. A failed
 * ping is not kept, so a database that answers again shows at once (`now` for tests).
 */
export function recentPing(
  ping: () => Promise<void>,
  keptMs = 1000,
  now: () => number = Date.now,
): () => Promise<boolean> {
  let last: { at: number; ok: Promise<boolean> } | undefined;
  return () => {
    if (!last || now() - last.at >= keptMs) {
      const ok = ping().then(
        () => true,
        () => false,
      );
      const current = { at: now(), ok };
      last = current;
      void ok.then((answered) => {
        if (!answered && last === current) last = undefined;
      });
    }
    return last.ok;
  };
}
