import { paths } from '@adepa/contract/paths';
import { Link, useParams } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import {
  CategoryImageForm,
  CategoryList,
  CreateCategoryForm,
  RenameCategoryForm,
  useCategory,
} from '../../../features/admin-categories';
import { AdminLayout } from './admin-layout';
import { RecordLoading } from './record-loading';

// The back office's category pages: the list, creating a category, renaming one and changing
// its image.

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
        <RecordLoading what="category" query={category} />
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
        <RecordLoading what="category" query={category} />
      )}
    </AdminLayout>
  );
}
