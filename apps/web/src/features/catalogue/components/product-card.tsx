import { imageVariant, type Product, shortName } from '@adepa/contract/catalogue';
import { formatCedi } from '@adepa/contract/money';
import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';
import { LogoMark } from '../../../components/logo';
import { StarRating } from '../../../components/ui/star-rating';

// Grid: two columns on phones, three from 640 px, four from 1024 px inside a 1280 px page.
const GRID_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

type ProductCardProps = {
  product: Product;
  /** Cards in the first screenful load at once; the rest wait until they are scrolled near. */
  eager?: boolean;
  /** The page's likely largest paint: fetched ahead of the other pictures. */
  first?: boolean;
  sizes?: string;
};

export function ProductCard({
  product,
  eager = false,
  first = false,
  sizes = GRID_SIZES,
}: ProductCardProps) {
  const image = product.image[0]?.url;
  const outOfStock = product.stock <= 0;
  const onSale = product.price > product.discount && product.price > 0;
  const percentOff = onSale ? Math.round((1 - product.discount / product.price) * 100) : 0;

  return (
    <Link
      href={paths.product(product._id)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-line transition-shadow hover:shadow-lg hover:ring-green/40"
    >
      <div className="relative aspect-square bg-gold-soft/50">
        {image ? (
          <img
            src={imageVariant(image, 400)}
            srcSet={`${imageVariant(image, 400)} 400w, ${imageVariant(image, 800)} 800w`}
            sizes={sizes}
            width={400}
            height={400}
            // The name is written right under the picture inside the same link; an empty alt
            // keeps screen readers from reading it twice.
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            // One picture ahead of the rest: more would share the slow link with the stylesheet
            // the first paint waits for.
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
            className={`size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] ${outOfStock ? 'opacity-70' : ''}`}
          />
        ) : (
          <div className="grid size-full place-items-center opacity-30">
            <LogoMark className="size-12" />
          </div>
        )}
        {outOfStock && (
          <span className="absolute top-2 left-2 rounded-full bg-ink/90 px-2.5 py-1 text-xs font-semibold text-white">
            Out of stock
          </span>
        )}
        {percentOff > 0 && (
          <span className="absolute top-2 right-2 rounded-full bg-red px-2 py-1 text-xs font-bold text-white">
            <span aria-hidden="true">-{percentOff}%</span>
            <span className="sr-only">{percentOff}% off</span>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <h3 className="min-h-[2.5rem] text-sm leading-5 font-medium text-ink group-hover:text-green">
          {shortName(product.name)}
        </h3>
        <div className="flex items-center gap-1.5">
          <StarRating rating={product.rating} />
          <span className="text-xs text-muted">
            ({product.numReviews})<span className="sr-only"> reviews</span>
          </span>
        </div>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <span className="text-base font-bold text-ink sm:text-lg">
            {formatCedi(product.discount)}
          </span>
          {onSale && (
            <>
              <span className="sr-only">, was </span>
              <s className="text-sm text-muted">{formatCedi(product.price)}</s>
            </>
          )}
        </p>
      </div>
    </Link>
  );
}
