import {
  CATEGORY_DELETE_FAILED,
  CATEGORY_DELETED,
  CONFIRM_DELETE_CATEGORY,
} from '@adepa/contract/admin-messages';
import type { Category } from '@adepa/contract/catalogue';
import { thumbnailSrcSet } from '@adepa/contract/catalogue';
import { NO_CATEGORY_FOUND } from '@adepa/contract/messages';
import { paths } from '@adepa/contract/paths';
import { mayDo } from '@adepa/contract/staff-actions';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { type Column, DataTable, DataTableSkeleton } from '../../../components/ui/data-table';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { RowButton, RowLink } from '../../../components/ui/row-action';
import { ShortId } from '../../../components/ui/short-id';
import { StatusMessage } from '../../../components/ui/status-message';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useStaffRole } from '../../../lib/session';
import { useCategories } from '../../catalogue';
import { useDeleteCategory } from '../api/category-api';

// Manage Categories: Id, Category, Image, Update, Delete. A category that still has products cannot
// go; the server says how many, and that text is shown as it is.

export function CategoryList() {
  const { data, isPending, isError } = useCategories();
  const remove = useDeleteCategory();
  const [confirmDialog, confirm] = useConfirm();

  async function onDelete(category: Category) {
    if (!(await confirm(CONFIRM_DELETE_CATEGORY))) return;
    remove.mutate(category._id, {
      onSuccess: () => toast.success(CATEGORY_DELETED),
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status >= 400 && error.status < 500
            ? error.message
            : CATEGORY_DELETE_FAILED,
        ),
    });
  }

  const mayDelete = mayDo(useStaffRole(), 'deleteCategories');
  const columns: Column<Category>[] = [
    { header: 'Id', cell: (c) => <ShortId id={c._id} /> },
    { header: 'Category', kind: 'title', cell: (c) => c.name, className: 'font-semibold' },
    {
      header: 'Image',
      kind: 'media',
      cell: (c) => (
        <img
          src={c.url}
          srcSet={thumbnailSrcSet(c.url)}
          sizes="56px"
          alt=""
          width={56}
          height={56}
          className="size-14 rounded-lg bg-cream object-cover ring-1 ring-line"
        />
      ),
    },
    {
      header: 'Update',
      kind: 'action',
      cell: (c) => (
        <>
          <RowLink href={paths.admin.updateCategory(c._id)} aria-label={`Update name of ${c.name}`}>
            Name
          </RowLink>
          <RowLink
            href={paths.admin.updateCategoryImage(c._id)}
            aria-label={`Update image of ${c.name}`}
          >
            Image
          </RowLink>
        </>
      ),
      className: 'whitespace-nowrap [&>a+a]:ml-2',
    },
    // Deleting is the owner's: a desk's list has no such column.
    ...(mayDelete
      ? ([
          {
            header: 'Delete',
            kind: 'action',
            cell: (c) => (
              <RowButton
                tone="delete"
                aria-label={`Delete ${c.name}`}
                disabled={remove.isPending && remove.variables === c._id}
                onClick={() => void onDelete(c)}
              >
                {remove.isPending && remove.variables === c._id ? 'Deleting…' : 'Delete'}
              </RowButton>
            ),
          },
        ] satisfies Column<Category>[])
      : []),
  ];

  if (isPending) return <DataTableSkeleton />;
  if (isError) return <PageLoadError />;
  return (
    <>
      {data.length === 0 ? (
        <StatusMessage>{NO_CATEGORY_FOUND}</StatusMessage>
      ) : (
        <DataTable caption="Categories" rows={data} rowKey={(c) => c._id} columns={columns} />
      )}
      {confirmDialog}
    </>
  );
}
