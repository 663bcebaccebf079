import { PlaceholderPage } from '../placeholder-page';
import { AdminLayout } from './admin-layout';

// Admin pages (spec section 2, admin group). They and AdminLayout form one lazy chunk.

function AdminPlaceholder({ title }: { title: string }) {
  return (
    <AdminLayout>
      <PlaceholderPage title={title} />
    </AdminLayout>
  );
}

export const DashboardSummaryPage = () => <AdminPlaceholder title="Dashboard Summary" />;
export const CreateProductPage = () => <AdminPlaceholder title="Create Product" />;
export const CreateCategoryPage = () => <AdminPlaceholder title="Create Category" />;
export const ManageCategoriesPage = () => <AdminPlaceholder title="Manage Categories" />;
export const ManageProductsPage = () => <AdminPlaceholder title="Manage Products" />;
export const UserListPage = () => <AdminPlaceholder title="Manage Users" />;
export const CustomerOrdersPage = () => <AdminPlaceholder title="Customers Orders" />;
export const AdminOrderDetailsPage = () => <AdminPlaceholder title="Order Details" />;
export const UpdateCategoryPage = () => <AdminPlaceholder title="Update Category" />;
export const UpdateCategoryImagePage = () => <AdminPlaceholder title="Update Category Image" />;
export const UpdateProductPage = () => <AdminPlaceholder title="Update Product" />;
export const UpdateProductImagePage = () => <AdminPlaceholder title="Update Product Image" />;
