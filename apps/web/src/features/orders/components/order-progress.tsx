import type { DeliveryStatus } from '@adepa/contract/orders';
import { CheckIcon } from '../../../components/ui/icons';

// The way an order usually goes. Admins may set any status in any order (a delivered order can go
// back to processing, say), so this only shows where the order stands now; cancelled stands apart.
const STEPS: { status: DeliveryStatus; text: string }[] = [
  { status: 'pending', text: 'Order received' },
  { status: 'processing', text: 'Being prepared' },
  { status: 'warehouse', text: 'At the warehouse' },
  { status: 'delivered', text: 'Delivered' },
];

export function OrderProgress({ status }: { status: DeliveryStatus }) {
  if (status === 'cancelled') {
    return (
      <p className="rounded-xl bg-red/5 px-4 py-3 font-semibold text-red ring-1 ring-red/30">
        This order was cancelled.
      </p>
    );
  }
  const current = STEPS.findIndex((step) => step.status === status);
  return (
    <ol className="grid gap-3 sm:grid-cols-4 sm:gap-2">
      {STEPS.map((step, index) => {
        const done = index <= current;
        return (
          <li
            key={step.status}
            aria-current={index === current ? 'step' : undefined}
            className="flex items-center gap-3 sm:flex-col sm:items-stretch sm:gap-2"
          >
            <span
              aria-hidden="true"
              className={`hidden h-1.5 rounded-full sm:block ${done ? 'bg-green' : 'bg-line'}`}
            />
            <span className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold ${
                  done ? 'bg-green text-white' : 'bg-white text-muted ring-1 ring-field'
                }`}
              >
                {done ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <span
                className={`text-sm ${index === current ? 'font-bold' : done ? '' : 'text-muted'}`}
              >
                {step.text}
                <span className="sr-only">
                  {index === current ? ' (current status)' : done ? ' (done)' : ' (not yet)'}
                </span>
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
