import type { Product } from '@adepa/contract/catalogue';
import { formatCedi } from '@adepa/contract/money';
import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';
import { LineThumbnail } from '../../../components/ui/line-thumbnail';
import { RemoveButton } from '../../../components/ui/removable-list';

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
            href={paths.product(product._id)}
            onClick={onNavigate}
            className="inline-flex min-h-11 items-center rounded-full border border-green bg-white px-4 text-sm font-semibold text-green hover:bg-green-soft"
          >
            View details<span className="sr-only"> of {product.name}</span>
          </Link>
          <RemoveButton data-remove onClick={onDelete}>
            Delete<span className="sr-only"> {product.name} from your wishlist</span>
          </RemoveButton>
        </div>
      </div>
    </li>
  );
}
