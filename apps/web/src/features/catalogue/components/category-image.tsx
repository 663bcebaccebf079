import { type Category, imageVariant, thumbnailSrcSet } from '@adepa/contract/catalogue';

type CategoryImageProps = { category: Category; size: number; className?: string };

/** The small (400 px) category picture, square, lazy: categories sit below the fold or in menus. */
export function CategoryImage({ category, size, className = '' }: CategoryImageProps) {
  return (
    <img
      src={imageVariant(category.url, 400)}
      srcSet={thumbnailSrcSet(category.url)}
      sizes={`${size}px`}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
      className={`aspect-square object-cover ${className}`}
    />
  );
}
