import { NewsletterForm } from '../../../features/admin-messages';
import { AdminLayout } from './admin-layout';

// The newsletter, sent to confirmed subscribers.

export function NewsletterPage() {
  return (
    <AdminLayout title="Send Newsletter">
      <NewsletterForm />
    </AdminLayout>
  );
}
