import { EmptyBag, type EmptyBagProps } from './empty-bag';
import { SlideOver, type SlideOverProps } from './slide-over';

type BagPanelProps = SlideOverProps & {
  /** Shown, with Continue Shopping and no footer, while the bag holds nothing. */
  empty: Omit<EmptyBagProps, 'onNavigate'> | null;
};

/** The header's cart or wishlist as a slide-over: its items and footer, or the empty state. */
export function BagPanel({ empty, children, footer, ...panel }: BagPanelProps) {
  return (
    <SlideOver {...panel} footer={empty ? undefined : footer}>
      {(close) => (empty ? <EmptyBag {...empty} onNavigate={close} /> : children(close))}
    </SlideOver>
  );
}
