import { PageLoadError } from '../../../components/ui/page-load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { TwoStepSettings, useTwoStepStatus } from '../../../features/admin-two-step';
import { AdminLayout } from './admin-layout';

/** Every staff member's own two-step sign-in: set it up, move it, renew its recovery codes. */
export function TwoStepPage() {
  const status = useTwoStepStatus();
  return (
    <AdminLayout title="Two-step Sign-in">
      {status.isError ? (
        <PageLoadError />
      ) : !status.data ? (
        <Skeleton className="h-56 max-w-2xl rounded-2xl" />
      ) : (
        <TwoStepSettings status={status.data} />
      )}
    </AdminLayout>
  );
}
