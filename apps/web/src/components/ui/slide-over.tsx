import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useLocation } from 'wouter';
import { CloseButton } from './close-button';

// A panel that slides in from the right edge (cart, wishlist). A native modal <dialog>: focus is
// trapped inside, Escape closes, the page behind is inert and does not scroll, and on closing
// the browser puts focus back on the control that opened it. It opens as soon as it mounts; the
// owner unmounts it on `onClose`. Moving to another page (a link inside, or Back) closes it.

export type SlideOverProps = {
  title: ReactNode;
  /** Names the close button ("Close cart"). */
  closeLabel: string;
  onClose: () => void;
  /** The panel's content; `close` shuts it (links call it as they navigate). */
  children: (close: () => void) => ReactNode;
  /** Pinned under the scrolling content (totals and buttons). */
  footer?: (close: () => void) => ReactNode;
};

export function SlideOver({ title, closeLabel, onClose, children, footer }: SlideOverProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [location] = useLocation();
  const openedAt = useRef(location);
  const close = () => ref.current?.close();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    if (location !== openedAt.current) ref.current?.close();
  }, [location]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; keys have Escape and the close button
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === ref.current && close()}
      className="m-0 ml-auto h-dvh max-h-none w-[min(28rem,100vw)] max-w-none bg-cream p-0 text-ink shadow-2xl backdrop:bg-ink/50 open:flex open:flex-col motion-safe:open:animate-slide-in"
    >
      <div className="flex items-center justify-between gap-3 border-b border-line bg-white py-2 pr-2 pl-5">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <CloseButton label={closeLabel} onClick={close} />
      </div>
      <div className="flex-1 overflow-y-auto">{children(close)}</div>
      {footer && <div className="border-t border-line bg-white p-4">{footer(close)}</div>}
    </dialog>
  );
}
