import { PRODUCT_UPDATED } from '@adepa/contract/admin-messages';
import { imageVariant, type ProductWithVariants, thumbnailSrcSet } from '@adepa/contract/catalogue';
import { updateProductSchema } from '@adepa/contract/catalogue-admin';
import { paths } from '@adepa/contract/paths';
import { STOCK_PER_VARIANT } from '@adepa/contract/variants';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { SaveBar } from '../../../components/ui/save-bar';
import { ApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useReloadProduct } from '../api/get-admin-products';
import { useUpdateProduct } from '../api/update-product';
import {
  ProductFields,
  type ProductTextField,
  productTextFields,
  TaxExemptBox,
} from './product-fields';
import { useProductSave } from './use-product-save';

// Update Product: name, description, stock, price, discount, category, brand and VAT exemption.
// The rules are the server's; the contract's update schema catches the obvious slips first
// (it allows a stock of 0, unlike creation). Failures are logged and their text shown.
// The stock is sent with the figure the form loaded (`stockWas`), so the api never writes it over
// what an order took meanwhile: refused (409), the form reads the stock again and the api's words
// say what it is now, so saving again sends the owner's figure against it. A product that counts
// its stock per size and colour shows its total read only: its stock is changed in the grid.

const schema = updateProductSchema.pick({ ...productTextFields, taxExempt: true });

function valuesOf(product: ProductWithVariants) {
  return {
    taxExempt: product.taxExempt,
    name: product.name,
    brand: product.brand ?? '',
    category: product.category.name,
    price: String(product.price),
    discount: String(product.discount),
    stock: String(product.stock),
    description: product.description,
  };
}

export function UpdateProductForm({ product }: { product: ProductWithVariants }) {
  const form = useSchemaForm(schema, valuesOf(product));
  const [stockWas, setStockWas] = useState(product.stock);
  const reload = useReloadProduct(product._id);
  const update = useUpdateProduct(product._id);
  const saved = useProductSave(
    form,
    update,
    { done: PRODUCT_UPDATED, failedLog: 'Updating the product failed' },
    (error) => {
      if (!(error instanceof ApiError) || error.status !== 409) return;
      const { stock } = (error.body ?? {}) as { stock?: unknown };
      if (typeof stock === 'number') setStockWas(stock);
      else
        reload().then(
          (now) => setStockWas(now.stock),
          () => {},
        );
    },
  );
  // Read from the product as the page has it now: the grid below may have just switched it.
  const perVariant = product.stockPerVariant;
  // The grid below saved a new stock: a stock field the owner has not changed follows it.
  const untouchedStock = form.values.stock === String(stockWas);
  const followStock = useEffectEvent((now: number) => {
    if (now === stockWas || !untouchedStock) return;
    form.set({ stock: String(now) });
    setStockWas(now);
  });
  useEffect(() => followStock(product.stock), [product.stock]);

  const field = (name: ProductTextField) =>
    name === 'stock' && perVariant
      ? { ...form.field(name), value: String(product.stock) }
      : form.field(name);

  const onSubmit = form.handleSubmit(({ stock, ...details }) =>
    saved.save(perVariant ? details : { ...details, stock, stockWas }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-4xl gap-6">
      <ProductFields
        field={field}
        stockNote={
          perVariant && (
            <>
              {STOCK_PER_VARIANT}{' '}
              <a href="#stock" className="font-semibold text-green underline">
                Go to the stock grid
              </a>
            </>
          )
        }
      />
      <TaxExemptBox
        checked={form.values.taxExempt}
        onChange={(taxExempt) => form.set({ taxExempt })}
      />
      <section className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-6">
        <ul aria-label="Current pictures" className="flex flex-wrap gap-2">
          {product.image.map((image, index) => (
            <li key={image.url}>
              <img
                src={imageVariant(image.url, 400)}
                srcSet={thumbnailSrcSet(image.url)}
                sizes="64px"
                alt={`${product.name}, ${index + 1}`}
                className="size-16 rounded-lg object-cover ring-1 ring-line"
              />
            </li>
          ))}
        </ul>
        <Link
          href={paths.admin.updateProductImage(product._id)}
          className={buttonClasses('secondary', 'sm:ml-auto')}
        >
          Change pictures
        </Link>
      </section>
      <SaveBar text="Update Product" busy={update.isPending} failure={saved.failure} />
    </form>
  );
}
