import { PageLoadError } from '../../../components/ui/page-load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { DeliveryFeesForm } from '../../../features/admin-delivery';
import { useDeliveryPricing } from '../../../features/delivery';
import { AdminLayout } from './admin-layout';

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
