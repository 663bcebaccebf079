import {
  imageVariant,
  PRODUCT_PICTURE_SIZES,
  type Product,
  pictureSrcSet,
  thumbnailSrcSet,
} from '@adepa/contract/catalogue';
import { useEffect, useRef } from 'react';
import { LogoMark } from '../../../components/logo';

type ProductGalleryProps = {
  product: Product;
  selected: number;
  onSelect: (index: number) => void;
};

// The pictures sit side by side in a scroll-snapping strip: a phone swipes between them with the
// browser's own scrolling, thumbnails jump to one, and a keyboard focuses the strip and scrolls it
// with the arrow keys (a scrolling area the keyboard cannot reach hides the pictures past the
// first). Only the first picture loads at once.

export function ProductGallery({ product, selected, onSelect }: ProductGalleryProps) {
  const stripRef = useRef<HTMLUListElement>(null);
  const images = product.image;
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(settle.current), []);

  // The strip follows the selected picture, whoever selected it: a thumbnail, or a size or colour
  // chosen that has a picture of its own.
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip || strip.clientWidth === 0) return;
    if (Math.round(strip.scrollLeft / strip.clientWidth) === selected) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    strip.scrollTo({
      left: selected * strip.clientWidth,
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  }, [selected]);

  // A swipe ends on a picture: make it the selected one once the strip stops moving.
  function onScroll() {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const strip = stripRef.current;
      if (!strip || strip.clientWidth === 0) return;
      const index = Math.round(strip.scrollLeft / strip.clientWidth);
      if (index !== selected) onSelect(index);
    }, 120);
  }

  if (images.length === 0) {
    return (
      <div className="grid aspect-square place-items-center rounded-3xl bg-gold-soft/60 ring-1 ring-line">
        <LogoMark className="size-20 opacity-30" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-3xl bg-white ring-1 ring-line">
        <ul
          ref={stripRef}
          onScroll={onScroll}
          aria-label="Product pictures"
          tabIndex={images.length > 1 ? 0 : undefined}
          // The frame clips what overflows it, so the focus ring is drawn inside the strip.
          className="flex aspect-square snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-3xl [scrollbar-width:none] focus-visible:-outline-offset-3 [&::-webkit-scrollbar]:hidden"
        >
          {images.map((image, index) => (
            <li key={image.url} className="aspect-square w-full shrink-0 snap-center">
              <img
                src={imageVariant(image.url, 800)}
                srcSet={pictureSrcSet(image.url)}
                sizes={PRODUCT_PICTURE_SIZES}
                width={800}
                height={800}
                alt={
                  images.length > 1
                    ? `${product.name}, picture ${index + 1} of ${images.length}`
                    : product.name
                }
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                className="size-full object-contain"
              />
            </li>
          ))}
        </ul>
        {images.length > 1 && (
          <span
            aria-hidden="true"
            className="absolute right-3 bottom-3 rounded-full bg-ink/75 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
          >
            {selected + 1} / {images.length}
          </span>
        )}
      </div>

      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto p-1">
          {images.map((image, index) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => onSelect(index)}
                className={`block size-16 overflow-hidden rounded-xl bg-white ring-2 transition sm:size-20 ${
                  index === selected ? 'ring-green' : 'ring-line hover:ring-green/50'
                }`}
              >
                <img
                  src={imageVariant(image.url, 400)}
                  srcSet={thumbnailSrcSet(image.url)}
                  sizes="(min-width: 640px) 80px, 64px"
                  width={80}
                  height={80}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
