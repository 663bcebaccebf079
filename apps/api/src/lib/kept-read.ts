// A small fact read from the database (the catalogue's versions) kept for a while instead of read
// for each request: for at most `maxAgeMs` after its read began, and not after `forget()` (a write
// through this process, or a notice that another one wrote). A read that fails is not kept.

export function keptRead<T>(
  read: () => Promise<T>,
  options: { maxAgeMs: number; now?: () => number },
) {
  const now = options.now ?? Date.now;
  let kept: { value: Promise<T>; readAt: number } | undefined;
  return {
    read(): Promise<T> {
      const at = now();
      if (!kept || at - kept.readAt >= options.maxAgeMs) {
        const current = { value: read(), readAt: at };
        kept = current;
        current.value.catch(() => {
          if (kept === current) kept = undefined;
        });
      }
      return kept.value;
    },
    forget(): void {
      kept = undefined;
    },
  };
}
