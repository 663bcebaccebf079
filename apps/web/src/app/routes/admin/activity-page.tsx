import { ActivityLog } from '../../../features/admin-activity';
import { AdminLayout } from './admin-layout';

/** The owner's activity log: who changed what in the back office, and when. */
export function ActivityLogPage() {
  return (
    <AdminLayout title="Activity Log">
      <ActivityLog />
    </AdminLayout>
  );
}
