import type { Product } from '@adepa/contract/catalog';
import { formatCedi } from '@adepa/contract/money';
import { Link } from 'wouter';
import { TrashIcon } from '../../../components/ui/action-icons';
import { LineThumbnail } from '../../../components/ui/line-thumbnail';
import { productHref } from '../../catalog/catalog-links';

type WishlistLineProps = {
  product: Product;
  onDelete: () => void;
  /** Called as a link to the product is followed (the panel closes). */
  onNavigate?: () => void;
  className?: string;
};

/** One favourite: picture, name, price, View details (the product page) and Delete. */
export function WishlistLine({
  product,
  onDelete,
  onNavigate,
  className = 'py-4',
}: WishlistLineProps) {
  const image = product.image[0]?.url;
  const onSale = product.price > product.discount;
  return (
    <li className={`flex gap-3 sm:gap-4 ${className}`}>
      <LineThumbnail url={image} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="line-clamp-2 text-sm leading-5 font-semibold">{product.name}</p>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-bold">{formatCedi(product.discount)}</span>
          {onSale && (
            <>
              <span className="sr-only">, was </span>
              <s className="text-sm text-muted">{formatCedi(product.price)}</s>
            </>
          )}
        </p>
        {product.stock < 1 && <p className="text-sm font-semibold text-red">Out of stock</p>}
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <Link
            href={productHref(product._id)}
            onClick={onNavigate}
            className="inline-flex min-h-11 items-center rounded-full border border-green bg-white px-4 text-sm font-semibold text-green hover:bg-green-soft"
          >
            View details<span className="sr-only"> of {product.name}</span>
          </Link>
          <button
            type="button"
            data-remove
            onClick={onDelete}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-red hover:bg-red/5"
          >
            <TrashIcon className="size-5" />
            Delete<span className="sr-only"> {product.name} from your wishlist</span>
          </button>
        </div>
      </div>
    </li>
  );
}
