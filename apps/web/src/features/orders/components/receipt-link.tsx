import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';

/**
 * The way to an order's receipt: with its key for a guest (the thank-you page, tracking), without
 * for its buyer signed in and the staff, whom the api knows.
 */
export function ReceiptLink({ orderId, receiptKey }: { orderId: string; receiptKey?: string }) {
  return (
    <Link
      href={paths.receipt(orderId, receiptKey)}
      className={buttonClasses('secondary', 'min-h-11')}
    >
      Receipt
    </Link>
  );
}
