import { UserList } from '../../../features/admin-users';
import { AdminLayout } from './admin-layout';

export function UserListPage() {
  return (
    <AdminLayout title="Manage Users">
      <UserList />
    </AdminLayout>
  );
}
