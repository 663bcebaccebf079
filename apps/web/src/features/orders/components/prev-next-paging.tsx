import { Button } from '../../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';

type PrevNextPagingProps = {
  page: number;
  pages: number;
  /** Names the navigation landmark ("Order pages"). */
  label: string;
  onPage: (page: number) => void;
  /** Next on the last page, Previous on the first: answered with a toast, never disabled. */
  onNoNext: () => void;
  onNoPrevious: () => void;
};

/** The orders tables' Previous / Next, shown only when there is a second page. */
export function PrevNextPaging({
  page,
  pages,
  label,
  onPage,
  onNoNext,
  onNoPrevious,
}: PrevNextPagingProps) {
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={label}
      className="mt-6 flex items-center justify-between gap-3 sm:justify-center"
    >
      <Button
        variant="secondary"
        onClick={() => (page <= 1 ? onNoPrevious() : onPage(page - 1))}
        className="px-4"
      >
        <ChevronLeftIcon className="size-5" />
        Previous
      </Button>
      <p className="text-sm font-semibold" aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button
        variant="secondary"
        onClick={() => (page >= pages ? onNoNext() : onPage(page + 1))}
        className="px-4"
      >
        Next
        <ChevronRightIcon className="size-5" />
      </Button>
    </nav>
  );
}
