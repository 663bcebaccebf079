/** Ids are long; the first eight characters tell rows apart, the full id is in the tooltip. */
export function ShortId({ id }: { id: string }) {
  return (
    <span title={id} className="font-mono text-xs text-muted">
      {id.slice(0, 8)}
    </span>
  );
}
