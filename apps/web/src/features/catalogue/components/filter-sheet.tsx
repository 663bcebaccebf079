import { type ReactNode, useId, useRef, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CloseButton } from '../../../components/ui/close-button';
import { FilterIcon } from '../../../components/ui/control-icons';

type FilterSheetProps = {
  /** Filters that are on, shown on the button. */
  activeCount: number;
  /** Text of the button at the foot of the sheet ("Show 12 products"). */
  doneLabel: string;
  onClear?: () => void;
  children: ReactNode;
};

// On phones and tablets the filters sit behind one button ("Rating toggle") and open
// in a native modal <dialog> from the bottom of the screen: focus stays inside, Escape closes,
// the page behind is inert. Filters apply as they change; the foot button only closes.

export function FilterSheet({ activeCount, doneLabel, onClear, children }: FilterSheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [isOpen, setOpen] = useState(false);
  const open = () => {
    dialogRef.current?.showModal();
    setOpen(true);
  };
  const close = () => dialogRef.current?.close();

  return (
    <>
      {/* Before the app runs, a link down to the panel on the page (#filters); once it runs, the
          button that opens the sheet. */}
      {/* biome-ignore lint/a11y/useValidAnchor lint/a11y/useSemanticElements: the link works without script */}
      <a
        href="#filters"
        role="button"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          open();
        }}
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          open();
        }}
        className={buttonClasses('secondary', 'px-4 lg:hidden')}
      >
        <FilterIcon className="size-5" />
        Filters
        {activeCount > 0 && (
          <span className="grid size-6 place-items-center rounded-full bg-green text-xs font-bold text-white">
            {activeCount}
            <span className="sr-only"> on</span>
          </span>
        )}
      </a>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; keys have Escape and the close button */}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onClick={(event) => event.target === dialogRef.current && close()}
        className="mx-0 mt-auto mb-0 max-h-[88dvh] w-full max-w-none rounded-t-3xl bg-cream p-0 text-ink shadow-2xl backdrop:bg-ink/50 open:flex open:flex-col"
      >
        <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-2">
          <h2 id={titleId} className="text-lg font-bold">
            Filter Product
          </h2>
          <CloseButton label="Close filters" onClick={close} />
        </div>
        {/* Mounted only while open, so the sidebar's twin never shares its radio names. */}
        <div className="flex-1 overflow-y-auto px-3 py-4">{isOpen && children}</div>
        <div className="flex gap-2 border-t border-line bg-white p-3">
          {onClear && (
            <Button variant="ghost" onClick={onClear} className="flex-1">
              Clear all
            </Button>
          )}
          <Button onClick={close} className="flex-[2]">
            {doneLabel}
          </Button>
        </div>
      </dialog>
    </>
  );
}
