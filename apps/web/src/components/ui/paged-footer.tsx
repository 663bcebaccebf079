import { Pagination } from './pagination';

type PagedFooterProps = {
  page: number;
  pages: number;
  label: string;
  onPage: (page: number) => void;
  onEnd: (direction: 'previous' | 'next') => void;
};

/** A back-office list's foot: "Page 2 / 7" (the current page / the last page) and the pager. */
export function PagedFooter({ page, pages, ...pager }: PagedFooterProps) {
  if (pages < 1) return null;
  return (
    <div className="mt-6">
      <p className="text-center text-sm font-semibold text-muted">
        Page {page} / {pages}
      </p>
      <Pagination page={page} pages={pages} {...pager} />
    </div>
  );
}
