import { PageLoadError } from '../../../components/ui/page-load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { TaxReportSection, TaxSettingsForm, useTaxSettings } from '../../../features/admin-tax';
import { AdminLayout } from './admin-layout';

/** The owner's VAT page: the registration orders are priced with, and the monthly tax total. */
export function VatPage() {
  const settings = useTaxSettings();
  return (
    <AdminLayout title="VAT">
      <div className="grid max-w-3xl gap-6">
        {settings.isError ? (
          <PageLoadError />
        ) : !settings.data ? (
          <Skeleton className="h-64 rounded-2xl" />
        ) : (
          <TaxSettingsForm settings={settings.data} />
        )}
        <TaxReportSection />
      </div>
    </AdminLayout>
  );
}
