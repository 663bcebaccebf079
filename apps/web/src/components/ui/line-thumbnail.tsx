import { imageVariant, thumbnailSrcSet } from '@adepa/contract/catalogue';
import { LogoMark } from '../logo';

const frames = {
  /** Cart and wishlist lines. */
  regular: {
    box: 'size-20 sm:size-24',
    sizes: '(min-width: 640px) 96px, 80px',
    pixels: 96,
    mark: 'size-8',
  },
  /** Order lines, which list more per line. */
  small: {
    box: 'size-16 sm:size-20',
    sizes: '(min-width: 640px) 80px, 64px',
    pixels: 80,
    mark: 'size-7',
  },
};

/**
 * The square picture of a cart, wishlist or order line; the shop's mark when it has none. The
 * `first` line's is at the top of its page, often the largest thing painted there: it is fetched
 * at once and first, the others as they scroll near.
 */
export function LineThumbnail({
  url,
  size = 'regular',
  first = false,
}: {
  url: string | null | undefined;
  size?: keyof typeof frames;
  first?: boolean;
}) {
  const frame = frames[size];
  return (
    <div
      className={`${frame.box} shrink-0 overflow-hidden rounded-xl bg-gold-soft/50 ring-1 ring-line`}
    >
      {url ? (
        <img
          src={imageVariant(url, 400)}
          srcSet={thumbnailSrcSet(url)}
          sizes={frame.sizes}
          alt=""
          width={frame.pixels}
          height={frame.pixels}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div className="grid size-full place-items-center opacity-30">
          <LogoMark className={frame.mark} />
        </div>
      )}
    </div>
  );
}
