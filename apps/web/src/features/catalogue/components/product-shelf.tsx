import type { Product } from '@adepa/contract/catalogue';
import { ProductCard } from './product-card';
import { ProductGrid } from './product-grid';

/** A titled row of product cards (Related Products, More from the shop); nothing when empty. */
export function ProductShelf({
  id,
  title,
  products,
}: {
  id: string;
  title: string;
  products: readonly Product[];
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-bold sm:text-2xl">
        {title}
      </h2>
      <ProductGrid>
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ProductGrid>
    </section>
  );
}
