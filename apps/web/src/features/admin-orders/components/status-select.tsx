import { DELIVERY_STATUSES, type DeliveryStatus } from '@adepa/contract/order-options';
import type { Order } from '@adepa/contract/orders';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast';
import { DeliveryBadge } from '../../orders';
import { useUpdateOrderStatus } from '../api/order-api';

// The status dropdown (an admin may set the statuses in any order): the new value shows at once,
// before the server answers. When the server refuses (a cancelled order whose stock is gone cannot
// be reopened, say), the dropdown goes back to the saved value and the server's reason is shown.

export function StatusSelect({ order, onSaved }: { order: Order; onSaved: () => void }) {
  const update = useUpdateOrderStatus(order.orderId);
  const [shown, setShown] = useState<DeliveryStatus | null>(null);
  const id = useId();
  const value = shown ?? order.delivery_status;

  function onChange(next: DeliveryStatus) {
    setShown(next);
    update.mutate(next, {
      onSuccess: () => {
        setShown(null);
        onSaved();
      },
      onError: (error) => {
        setShown(null);
        toast.error(error.message);
      },
    });
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        Order Status
      </label>
      <span className="relative mt-1.5 block">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as DeliveryStatus)}
          aria-describedby={`${id}-now`}
          className="h-12 w-full appearance-none rounded-xl border border-field bg-white pr-10 pl-4 text-base font-semibold capitalize"
        >
          {DELIVERY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted" />
      </span>
      <p
        id={`${id}-now`}
        className="mt-2 flex items-center gap-2 text-sm text-muted"
        aria-live="polite"
      >
        {update.isPending ? (
          'Saving…'
        ) : (
          <>
            Saved as <DeliveryBadge status={order.delivery_status} look="soft" />
          </>
        )}
      </p>
    </div>
  );
}
