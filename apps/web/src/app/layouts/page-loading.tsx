/**
 * Shown while a page's code downloads. It fills the screen below the header, so the footer never
 * shows up in the first view only to be pushed away by the page (a layout shift on phones); the
 * spinner keeps its place in the upper part.
 */
export function PageLoading() {
  return (
    <div className="min-h-dvh">
      <div className="grid h-[60vh] place-items-center" role="status">
        <span className="size-10 animate-spin rounded-full border-4 border-green-soft border-t-green" />
        <span className="sr-only">Loading…</span>
      </div>
    </div>
  );
}
