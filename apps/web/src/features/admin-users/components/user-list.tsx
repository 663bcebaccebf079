import { CONFIRM_DELETE_USER, NO_MORE_USERS } from '@adepa/contract/admin-messages';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@adepa/contract/staff';
import type { User } from '@adepa/contract/users';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { type Column, DataTable, DataTableSkeleton } from '../../../components/ui/data-table';
import { PageLoadError } from '../../../components/ui/page-load-error';
import { PagedFooter } from '../../../components/ui/paged-footer';
import { RowButton } from '../../../components/ui/row-action';
import { ShortId } from '../../../components/ui/short-id';
import { StatusMessage } from '../../../components/ui/status-message';
import { toast } from '../../../components/ui/toast';
import { useSession } from '../../../lib/session';
import { showFailure } from '../../../lib/show-failure';
import { usePageParam } from '../../../lib/use-page-param';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useDeleteUser, useUpdateUser, useUsers } from '../api/user-api';
import { CellInput, type CellInputProps } from './cell-input';

// Manage Users: Id, Name, Email, Role, Delete, with inline edit of name, e-mail and role (Edit turns
// the row's cells into inputs, with Save and Cancel; one's own role is not offered). Staff have no
// delete button. The inputs sit
// in table cells, so they join a form outside the table by its id.

const loadSchema = () =>
  import('@adepa/contract/users').then((m) =>
    m.adminUserUpdateSchema.pick({ username: true, email: true }),
  );

export function UserList() {
  const [page, setPage] = usePageParam();
  const { data, isPending, isError } = useUsers(page);
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const [confirmDialog, confirm] = useConfirm();
  const [editing, setEditing] = useState<User | null>(null);
  const [role, setRole] = useState<StaffRole | null>(null);
  const { session } = useSession();
  const form = useSchemaForm(loadSchema, { username: '', email: '' });
  const formId = useId();

  const pages = data?.numberOfPages ?? 0;
  useEffect(() => {
    if (data && page > 1 && page > pages) setPage(Math.max(pages, 1));
  }, [data, page, pages, setPage]);

  function startEdit(user: User) {
    form.reset({ username: user.username, email: user.email });
    setRole(user.role);
    setEditing(user);
  }

  const onSave = form.handleSubmit((change) => {
    if (!editing) return;
    update.mutate(
      {
        id: editing._id,
        username: change.username ?? '',
        email: change.email ?? '',
        // Only a change is sent: nobody may change their own role, and the list never tries.
        ...(role !== editing.role && { role }),
      },
      {
        onSuccess: (user) => {
          toast.success(`${user.username} has been updated`);
          setEditing(null);
        },
        onError: (error) => showFailure(error, form.setServerErrors),
      },
    );
  });

  async function onDelete(user: User) {
    if (!(await confirm(CONFIRM_DELETE_USER))) return;
    remove.mutate(user._id, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (error) => toast.error(error.message),
    });
  }

  const isEditing = (user: User) => editing?._id === user._id;
  /** A cell that is an input on the row being edited, and `shown` on the others. */
  const editableCell =
    (name: 'username' | 'email', input: CellInputProps, shown: (user: User) => ReactNode) =>
    (user: User) =>
      isEditing(user) ? <CellInput {...form.field(name)} form={formId} {...input} /> : shown(user);
  const columns: Column<User>[] = [
    { header: 'Id', cell: (u) => <ShortId id={u._id} /> },
    {
      header: 'Name',
      kind: 'title',
      className: 'font-semibold',
      cell: editableCell(
        'username',
        { label: 'Name', placeholder: 'Name', autoComplete: 'off' },
        (u) => u.username,
      ),
    },
    {
      header: 'Email',
      wide: true,
      cell: editableCell(
        'email',
        {
          label: 'Email',
          type: 'email',
          inputMode: 'email',
          autoCapitalize: 'none',
          spellCheck: false,
        },
        (u) => <span className="break-words md:whitespace-nowrap">{u.email}</span>,
      ),
    },
    {
      header: 'Role',
      cell: (u) =>
        isEditing(u) && u._id !== session?._id ? (
          <select
            aria-label={`Role of ${u.username}`}
            form={formId}
            value={role ?? ''}
            onChange={(event) => setRole((event.target.value || null) as StaffRole | null)}
            className="min-h-11 rounded-lg border border-line bg-white px-2 text-sm"
          >
            <option value="">Customer</option>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {STAFF_ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        ) : u.role ? (
          <span className="rounded-full bg-green-soft px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-green-dark">
            {STAFF_ROLE_LABELS[u.role]}
          </span>
        ) : (
          <span className="text-muted">Customer</span>
        ),
    },
    {
      header: 'Edit',
      kind: 'action',
      className: 'whitespace-nowrap [&>button+button]:ml-2',
      cell: (u) =>
        isEditing(u) ? (
          <>
            {/* Keys keep React from turning the clicked Edit button into Save, which the same
                click would then submit. */}
            <RowButton key="save" type="submit" form={formId} disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save'}
            </RowButton>
            <RowButton key="cancel" tone="plain" onClick={() => setEditing(null)}>
              Cancel
            </RowButton>
          </>
        ) : (
          <RowButton key="edit" aria-label={`Edit ${u.username}`} onClick={() => startEdit(u)}>
            Edit
          </RowButton>
        ),
    },
    {
      header: 'Delete',
      kind: 'action',
      cell: (u) =>
        u.isAdmin ? (
          <span className="text-xs text-muted">Staff cannot be deleted</span>
        ) : (
          <RowButton
            tone="delete"
            aria-label={`Delete ${u.username}`}
            disabled={remove.isPending && remove.variables === u._id}
            onClick={() => void onDelete(u)}
          >
            Delete
          </RowButton>
        ),
    },
  ];

  if (isPending) return <DataTableSkeleton />;
  if (isError) return <PageLoadError />;
  return (
    <>
      <form id={formId} noValidate onSubmit={onSave} />
      {data.users.length === 0 ? (
        <StatusMessage>No users yet.</StatusMessage>
      ) : (
        <DataTable caption="Users" rows={data.users} rowKey={(u) => u._id} columns={columns} />
      )}
      <PagedFooter
        page={data.currentPage}
        pages={data.numberOfPages}
        label="User pages"
        onPage={(next) => {
          setEditing(null);
          setPage(next);
        }}
        onEnd={() => toast.error(NO_MORE_USERS)}
      />
      {confirmDialog}
    </>
  );
}
