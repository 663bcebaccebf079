import { paths } from '@adepa/contract/paths';
import { Link, useParams } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { ExportButton } from '../../../components/ui/export-button';
import { HistorySection } from '../../../features/admin-activity';
import {
  CreateProductForm,
  ProductList,
  StockGridForm,
  UpdateProductForm,
  UpdateProductImagesForm,
  useProduct,
} from '../../../features/admin-products';
import { AdminLayout } from './admin-layout';
import { RecordLoading } from './record-loading';

// The back office's product pages: the list (with its CSV export), creating a product, and
// updating one's details and its stock grid, or its images.

const toProducts = { href: paths.admin.products(), text: 'All products' };

export function ManageProductsPage() {
  return (
    <AdminLayout
      title="Manage Products"
      actions={
        <>
          <ExportButton path="/api/products/export.csv" fileName="products.csv" />
          <Link href={paths.admin.createProduct()} className={buttonClasses()}>
            Create Product
          </Link>
        </>
      }
    >
      <ProductList />
    </AdminLayout>
  );
}

export function CreateProductPage() {
  return (
    <AdminLayout title="Create Product">
      <CreateProductForm />
    </AdminLayout>
  );
}

export function UpdateProductPage() {
  const { productId = '' } = useParams<{ productId: string }>();
  const product = useProduct(productId);
  return (
    <AdminLayout title="Update Product" back={toProducts}>
      {product.data ? (
        <div className="grid gap-8">
          <UpdateProductForm key={product.data._id} product={product.data} />
          <StockGridForm key={`${product.data._id}-stock`} product={product.data} />
          <div className="max-w-4xl">
            <HistorySection subject={{ kind: 'product', id: product.data._id }} />
          </div>
        </div>
      ) : (
        <RecordLoading what="product" query={product} />
      )}
    </AdminLayout>
  );
}

export function UpdateProductImagePage() {
  const { productid = '' } = useParams<{ productid: string }>();
  const product = useProduct(productid);
  return (
    <AdminLayout
      title="Update Product Image"
      back={{ href: paths.admin.updateProduct(productid), text: 'Product details' }}
    >
      {product.data ? (
        <>
          <p className="-mt-2 mb-4 font-semibold">{product.data.name}</p>
          <UpdateProductImagesForm key={product.data._id} product={product.data} />
        </>
      ) : (
        <RecordLoading what="product" query={product} />
      )}
    </AdminLayout>
  );
}
