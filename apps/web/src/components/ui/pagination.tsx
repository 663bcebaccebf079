import { Button } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { pageWindow } from './page-window';

type PaginationProps = {
  page: number;
  pages: number;
  /** Names the navigation landmark ("Product pages"). */
  label: string;
  onPage: (page: number) => void;
  /** Previous on the first page or Next on the last: the spec answers with a toast. */
  onEnd: (direction: 'previous' | 'next') => void;
};

/** Previous, up to four page numbers, Next. Nothing when there is only one page. */
export function Pagination({ page, pages, label, onPage, onEnd }: PaginationProps) {
  if (pages <= 1) return null;
  const go = (to: number) => (to < 1 ? onEnd('previous') : to > pages ? onEnd('next') : onPage(to));
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      <Button variant="secondary" onClick={() => go(page - 1)} className="min-w-11 px-3 sm:px-4">
        <ChevronLeftIcon className="size-5" />
        <span className="sr-only sm:not-sr-only">Previous</span>
      </Button>
      <ol className="flex items-center gap-1.5">
        {pageWindow(page, pages).map((number) => (
          <li key={number}>
            <button
              type="button"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => number !== page && onPage(number)}
              className={`grid size-11 place-items-center rounded-full text-sm font-bold transition-colors ${
                number === page
                  ? 'bg-green text-white'
                  : 'bg-white text-ink ring-1 ring-line hover:bg-green-soft hover:text-green'
              }`}
            >
              {number}
            </button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => go(page + 1)} className="min-w-11 px-3 sm:px-4">
        <span className="sr-only sm:not-sr-only">Next</span>
        <ChevronRightIcon className="size-5" />
      </Button>
    </nav>
  );
}
