/** Shown while a page's code downloads; tall enough that the footer does not flash up. */
export function PageLoading() {
  return (
    <div className="grid min-h-[60vh] place-items-center" role="status">
      <span className="size-10 animate-spin rounded-full border-4 border-green-soft border-t-green" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
