import { paths } from '@adepa/contract/paths';
import { Link, useParams } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { ExportButton } from '../../../components/ui/export-button';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import {
  CategoryImageForm,
  CategoryList,
  CreateCategoryForm,
  RenameCategoryForm,
  useCategory,
} from '../../../features/admin-categories';
import { DeliveryFeesForm } from '../../../features/admin-delivery';
import {
  CreateProductForm,
  ProductList,
  UpdateProductForm,
  UpdateProductImagesForm,
  useProduct,
} from '../../../features/admin-products';
import { UserList } from '../../../features/admin-users';
import { useDeliveryPricing } from '../../../features/delivery';
import { ApiError } from '../../../lib/api-client';
import { AdminLayout } from './admin-layout';

// The back office's forms, one lazy chunk with the contract's zod schemas and the upload widget:
// products, categories, users and delivery fees.

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
        <UpdateProductForm key={product.data._id} product={product.data} />
      ) : (
        <Loading what="product" error={product.error} isError={product.isError} />
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
        <Loading what="product" error={product.error} isError={product.isError} />
      )}
    </AdminLayout>
  );
}

const toCategories = { href: paths.admin.categories(), text: 'All categories' };

export function CreateCategoryPage() {
  return (
    <AdminLayout title="Create Category">
      <CreateCategoryForm />
    </AdminLayout>
  );
}

export function ManageCategoriesPage() {
  return (
    <AdminLayout
      title="Manage Categories"
      actions={
        <Link href={paths.admin.createCategory()} className={buttonClasses()}>
          Create Category
        </Link>
      }
    >
      <CategoryList />
    </AdminLayout>
  );
}

export function UpdateCategoryPage() {
  const { categoryId = '' } = useParams<{ categoryId: string }>();
  const category = useCategory(categoryId);
  return (
    <AdminLayout title="Update Category" back={toCategories}>
      {category.data ? (
        <RenameCategoryForm key={category.data._id} category={category.data} />
      ) : (
        <Loading what="category" error={category.error} isError={category.isError} />
      )}
    </AdminLayout>
  );
}

export function UpdateCategoryImagePage() {
  const { id = '' } = useParams<{ id: string }>();
  const category = useCategory(id);
  return (
    <AdminLayout title="Update Category Image" back={toCategories}>
      {category.data ? (
        <>
          <p className="-mt-2 mb-4 font-semibold">{category.data.name}</p>
          <CategoryImageForm key={category.data._id} category={category.data} />
        </>
      ) : (
        <Loading what="category" error={category.error} isError={category.isError} />
      )}
    </AdminLayout>
  );
}

export function UserListPage() {
  return (
    <AdminLayout title="Manage Users">
      <UserList />
    </AdminLayout>
  );
}

type LoadingProps = { what: 'product' | 'category'; error: Error | null; isError: boolean };

/** While the record loads, and when it cannot: gone (404) or a failed load. */
function Loading({ what, error, isError }: LoadingProps) {
  if (error instanceof ApiError && error.status === 404) {
    return <StatusMessage>This {what} does not exist, or it has been deleted.</StatusMessage>;
  }
  if (isError) return <PageLoadError />;
  return <Skeleton className="h-96 rounded-2xl" />;
}

export function DeliveryFeesPage() {
  const pricing = useDeliveryPricing();
  return (
    <AdminLayout title="Delivery Fees">
      {pricing.isError ? (
        <PageLoadError />
      ) : !pricing.data ? (
        <Skeleton className="h-96 rounded-2xl" />
      ) : (
        <DeliveryFeesForm pricing={pricing.data} />
      )}
    </AdminLayout>
  );
}
