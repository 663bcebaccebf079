import { PRODUCT_UPDATED } from '@adepa/contract/admin-messages';
import { imageVariant, type Product, thumbnailSrcSet } from '@adepa/contract/catalogue';
import { updateProductSchema } from '@adepa/contract/catalogue-admin';
import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { SaveBar } from '../../../components/ui/save-bar';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useUpdateProduct } from '../api/update-product';
import { ProductFields, type ProductTextField, productTextFields } from './product-fields';
import { useProductSave } from './use-product-save';

// Update Product: name, description, stock, price, discount, category and brand. The rules are the
// server's; the contract's update schema catches the obvious slips first
// (it allows a stock of 0, unlike creation). Failures are logged and their text shown.

const schema = updateProductSchema.pick(productTextFields);

function valuesOf(product: Product): Record<ProductTextField, string> {
  return {
    name: product.name,
    brand: product.brand ?? '',
    category: product.category.name,
    price: String(product.price),
    discount: String(product.discount),
    stock: String(product.stock),
    description: product.description,
  };
}

export function UpdateProductForm({ product }: { product: Product }) {
  const form = useSchemaForm(schema, valuesOf(product));
  const update = useUpdateProduct(product._id);
  const saved = useProductSave(form, update, {
    done: PRODUCT_UPDATED,
    failedLog: 'Updating the product failed',
  });

  const onSubmit = form.handleSubmit(saved.save);

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-4xl gap-6">
      <ProductFields field={form.field} />
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
