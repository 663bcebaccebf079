import { type Arrival, arrivalText } from '@adepa/contract/arrival';
import type { DeliveryStatus } from '@adepa/contract/orders';
import { TruckIcon } from '../../../components/ui/icons';

// When a parcel still on its way arrives, as promised when it was placed: "Arrives Tue 1 – Wed 2
// Dec". Nothing once it is delivered or cancelled, or for an order placed before dates were kept.

type ArrivalLineProps = {
  arrives: Arrival | null | undefined;
  status?: DeliveryStatus;
  className?: string;
};

export function ArrivalLine({ arrives, status, className = '' }: ArrivalLineProps) {
  if (!arrives || status === 'delivered' || status === 'cancelled') return null;
  return (
    <p className={`flex items-center gap-2 font-semibold text-green ${className}`}>
      <TruckIcon className="size-5 shrink-0" />
      {arrivalText(arrives)}
    </p>
  );
}
