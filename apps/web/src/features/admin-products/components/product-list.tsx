import { CONFIRM_DELETE_PRODUCT } from '@adepa/contract/admin-messages';
import { imageVariant, type Product, thumbnailSrcSet } from '@adepa/contract/catalogue';
import { DELETE_FAILED, NO_MORE_PRODUCTS, NO_PRODUCT_FOUND } from '@adepa/contract/messages';
import { formatCedi } from '@adepa/contract/money';
import { paths } from '@adepa/contract/paths';
import { mayDo } from '@adepa/contract/staff-actions';
import { useEffect } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { type Column, DataTable, DataTableSkeleton } from '../../../components/ui/data-table';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { PagedFooter } from '../../../components/ui/paged-footer';
import { RowButton, RowLink } from '../../../components/ui/row-action';
import { ShortId } from '../../../components/ui/short-id';
import { StatusMessage } from '../../../components/ui/status-message';
import { toast } from '../../../components/ui/toast';
import { useStaffRole } from '../../../lib/session';
import { usePageParam } from '../../../lib/use-page-param';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProducts } from '../api/get-admin-products';
import { ProductFilters } from './product-filters';
import { useProductSearch } from './use-product-search';

// Manage Products: found by name, category and low stock (kept in the address); Image, Id, Name,
// Category, Stock, Price, Update, Delete, ten a page; Previous on the first page or Next on the
// last says so in a toast.

export function ProductList() {
  const [page, setPage] = usePageParam();
  const [search, setSearch] = useProductSearch();
  const { data, isPending, isError } = useAdminProducts(page, search);
  const remove = useDeleteProduct();
  const [confirmDialog, confirm] = useConfirm();

  // Deleting the last product of the last page leaves an empty page: step back one.
  const pages = data?.numberOfPages ?? 0;
  useEffect(() => {
    if (data && page > 1 && page > pages) setPage(Math.max(pages, 1));
  }, [data, page, pages, setPage]);

  async function onDelete(product: Product) {
    if (!(await confirm(CONFIRM_DELETE_PRODUCT))) return;
    remove.mutate(product._id, {
      onSuccess: () => toast.success(`${product.name} has been deleted`),
      onError: () => toast.error(DELETE_FAILED),
    });
  }

  const mayDelete = mayDo(useStaffRole(), 'deleteProducts');
  const columns: Column<Product>[] = [
    {
      header: 'Image',
      kind: 'media',
      cell: (p) => (
        <img
          src={p.image[0] ? imageVariant(p.image[0].url, 400) : ''}
          srcSet={p.image[0] ? thumbnailSrcSet(p.image[0].url) : undefined}
          sizes="56px"
          alt=""
          width={56}
          height={56}
          className="size-14 rounded-lg bg-cream object-cover ring-1 ring-line"
        />
      ),
    },
    { header: 'Id', cell: (p) => <ShortId id={p._id} /> },
    { header: 'Name', kind: 'title', cell: (p) => p.name, className: 'font-semibold min-w-48' },
    { header: 'Category', cell: (p) => p.category.name },
    {
      header: 'Stock',
      cell: (p) => (
        <span className={p.stock === 0 ? 'font-bold text-red' : ''}>
          {p.stock === 0 ? 'Out of stock' : p.stock}
        </span>
      ),
    },
    {
      header: 'Price',
      cell: (p) => (
        <span className="whitespace-nowrap">
          <span className="font-semibold">{formatCedi(p.discount)}</span>
          {p.price !== p.discount && (
            <s className="ml-1.5 text-muted">
              <span className="sr-only">was </span>
              {formatCedi(p.price)}
            </s>
          )}
        </span>
      ),
    },
    {
      header: 'Update',
      kind: 'action',
      cell: (p) => (
        <RowLink href={paths.admin.updateProduct(p._id)} aria-label={`Update ${p.name}`}>
          Update
        </RowLink>
      ),
    },
    // Deleting is the owner's: a desk's list has no such column.
    ...(mayDelete
      ? ([
          {
            header: 'Delete',
            kind: 'action',
            cell: (p) => (
              <RowButton
                tone="delete"
                aria-label={`Delete ${p.name}`}
                disabled={remove.isPending && remove.variables === p._id}
                onClick={() => void onDelete(p)}
              >
                {remove.isPending && remove.variables === p._id ? 'Deleting…' : 'Delete'}
              </RowButton>
            ),
          },
        ] satisfies Column<Product>[])
      : []),
  ];

  const filters = <ProductFilters search={search} onSearch={setSearch} count={data?.count} />;
  if (isPending)
    return (
      <>
        {filters}
        <DataTableSkeleton />
      </>
    );
  if (isError)
    return (
      <>
        {filters}
        <PageLoadError />
      </>
    );
  return (
    <>
      {filters}
      {data.products.length === 0 ? (
        <StatusMessage>{NO_PRODUCT_FOUND}</StatusMessage>
      ) : (
        <DataTable
          caption="Products"
          rows={data.products}
          rowKey={(p) => p._id}
          columns={columns}
        />
      )}
      <PagedFooter
        page={data.currentPage}
        pages={data.numberOfPages}
        label="Product pages"
        onPage={setPage}
        onEnd={() => toast.error(NO_MORE_PRODUCTS)}
      />
      {confirmDialog}
    </>
  );
}
