import { formatCedi } from '@adepa/contract/money';

type ProductPriceProps = {
  /** The selling price. */
  discount: number;
  /** The was-price, struck through when above the selling price. */
  price: number;
};

/** The selling price, large, and when on sale the was-price and how much is off. */
export function ProductPrice({ discount, price }: ProductPriceProps) {
  const onSale = price > discount && price > 0;
  const percentOff = onSale ? Math.round((1 - discount / price) * 100) : 0;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="text-3xl font-extrabold text-ink">{formatCedi(discount)}</span>
      {onSale && (
        <>
          <span className="sr-only">, was </span>
          <s className="text-lg text-muted">{formatCedi(price)}</s>
          <span className="rounded-full bg-red px-2.5 py-1 text-sm font-bold text-white">
            <span aria-hidden="true">-{percentOff}%</span>
            <span className="sr-only">{percentOff}% off</span>
          </span>
        </>
      )}
    </p>
  );
}
