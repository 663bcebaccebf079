/**
 * The page numbers to show: at most `size` of them (four by default), a window that slides with
 * the current page and keeps it second from the left where it can.
 */
export function pageWindow(page: number, pages: number, size = 4): number[] {
  if (pages < 1) return [];
  const current = Math.min(Math.max(page, 1), pages);
  const start = Math.max(1, Math.min(current - 1, pages - size + 1));
  const end = Math.min(pages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}
