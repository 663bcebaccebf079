import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { pageWindow } from './page-window';

type PaginationProps = {
  page: number;
  pages: number;
  /** Names the navigation landmark ("Product pages"). */
  label: string;
  /** A page was chosen (with `href`, its link is followed as well). */
  onPage: (page: number) => void;
  /** Previous on the first page or Next on the last: answered with a toast, never disabled. */
  onEnd: (direction: 'previous' | 'next') => void;
  /** When pages have addresses, each page is a link to its own (it works before the app does). */
  href?: (page: number) => string;
};

const numberClasses = (current: boolean) =>
  `grid size-11 place-items-center rounded-full text-sm font-bold transition-colors ${
    current
      ? 'bg-green text-white'
      : 'bg-white text-ink ring-1 ring-line hover:bg-green-soft hover:text-green'
  }`;
const stepClasses = 'min-w-11 px-3 sm:px-4';

/** Previous, up to four page numbers, Next. Nothing when there is only one page. */
export function Pagination({ page, pages, label, onPage, onEnd, href }: PaginationProps) {
  if (pages <= 1) return null;

  function step(to: number, children: ReactNode) {
    const end = to < 1 ? 'previous' : to > pages ? 'next' : undefined;
    if (href && !end) {
      return (
        <Link
          href={href(to)}
          onClick={() => onPage(to)}
          className={buttonClasses('secondary', stepClasses)}
        >
          {children}
        </Link>
      );
    }
    return (
      <Button
        variant="secondary"
        onClick={() => (end ? onEnd(end) : onPage(to))}
        className={stepClasses}
      >
        {children}
      </Button>
    );
  }

  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {step(
        page - 1,
        <>
          <ChevronLeftIcon className="size-5" />
          <span className="sr-only sm:not-sr-only">Previous</span>
        </>,
      )}
      <ol className="flex items-center gap-1.5">
        {pageWindow(page, pages).map((number) => (
          <li key={number}>
            {href ? (
              <Link
                href={href(number)}
                aria-label={`Page ${number}`}
                aria-current={number === page ? 'page' : undefined}
                onClick={() => onPage(number)}
                className={numberClasses(number === page)}
              >
                {number}
              </Link>
            ) : (
              <button
                type="button"
                aria-label={`Page ${number}`}
                aria-current={number === page ? 'page' : undefined}
                onClick={() => number !== page && onPage(number)}
                className={numberClasses(number === page)}
              >
                {number}
              </button>
            )}
          </li>
        ))}
      </ol>
      {step(
        page + 1,
        <>
          <span className="sr-only sm:not-sr-only">Next</span>
          <ChevronRightIcon className="size-5" />
        </>,
      )}
    </nav>
  );
}
