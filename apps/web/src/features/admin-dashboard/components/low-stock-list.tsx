import { imageVariant, thumbnailSrcSet } from '@adepa/contract/catalogue';
import type { SalesReport } from '@adepa/contract/orders';
import { paths } from '@adepa/contract/paths';
import { variantLabel } from '@adepa/contract/variants';
import { Link } from 'wouter';

type LowVariant = SalesReport['lowStock'][number]['lowVariants'][number];

const SHOWN_PER_LINE = 5;

function listed(variants: LowVariant[], withStock: boolean) {
  const names = variants
    .slice(0, SHOWN_PER_LINE)
    .map((v) => (withStock ? `${variantLabel(v)} (${v.stock})` : variantLabel(v)));
  const more = variants.length - SHOWN_PER_LINE;
  return more > 0 ? `${names.join('; ')} and ${more} more` : names.join('; ');
}

/**
 * A product's low sizes and colours in at most two short lines: those sold out, then those
 * running low with what is left ("Sold out: 40, Brown; 41, Tan and 3 more").
 */
export function lowVariantLines(variants: LowVariant[]): string[] {
  const soldOut = variants.filter((v) => v.stock === 0);
  const low = variants.filter((v) => v.stock > 0);
  return [
    ...(soldOut.length > 0 ? [`Sold out: ${listed(soldOut, false)}`] : []),
    ...(low.length > 0 ? [`Low: ${listed(low, true)}`] : []),
  ];
}

/** Products at or below the low-stock threshold, each opening its update page. */
export function LowStockList({ report }: { report: SalesReport }) {
  const { lowStock, lowStockThreshold } = report;
  return (
    <section className="rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
      <h2 className="text-base font-bold">Low stock</h2>
      <p className="mt-0.5 text-sm text-muted">
        Products with {lowStockThreshold} or fewer left in stock, and the sizes and colours that
        have.
      </p>
      {lowStock.length === 0 ? (
        <p className="mt-3 text-sm font-medium text-green">Everything is well stocked.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {lowStock.map((product) => (
            <li key={product._id}>
              <Link
                href={paths.admin.updateProduct(product._id)}
                className="-mx-2 flex min-h-14 items-center gap-3 rounded-xl px-2 py-2 hover:bg-cream"
              >
                <img
                  src={product.image ? imageVariant(product.image, 400) : ''}
                  srcSet={product.image ? thumbnailSrcSet(product.image) : undefined}
                  sizes="44px"
                  alt=""
                  className="size-11 shrink-0 rounded-lg bg-cream object-cover ring-1 ring-line"
                />
                <span className="min-w-0 flex-1 text-sm font-semibold break-words">
                  {product.name}
                  {product.stock > 0 &&
                    lowVariantLines(product.lowVariants).map((line) => (
                      <span key={line} className="mt-0.5 block text-xs font-normal text-muted">
                        {line}
                      </span>
                    ))}
                </span>
                <span
                  className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ${
                    product.stock === 0 ? 'bg-red/10 text-red' : 'bg-gold-soft text-[#7a5200]'
                  }`}
                >
                  {product.stock === 0 ? 'Out of stock' : `${product.stock} left`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
