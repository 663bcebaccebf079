import { useId } from 'react';
import { CheckIcon, TruckIcon } from '../../../components/ui/icons';

/** The one way to pay, Payment On Delivery, shown as a chosen radio card. */
export function PaymentMethod() {
  const id = useId();
  return (
    <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-line sm:p-6">
      <legend className="float-left w-full text-lg font-bold">Payment Method</legend>
      <label className="clear-both mt-4 flex cursor-pointer items-start gap-3 rounded-xl border-2 border-green bg-green-soft/60 p-4 has-focus-visible:outline-3 has-focus-visible:outline-green">
        <input
          type="radio"
          name="paymentMethod"
          value="PayOnDelivery"
          checked
          readOnly
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-text`}
          className="sr-only"
        />
        <span
          aria-hidden="true"
          className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-green text-white"
        >
          <CheckIcon className="size-4" />
        </span>
        <span className="min-w-0">
          <span className="flex items-center gap-2 font-bold">
            <span id={`${id}-name`}>Payment On Delivery</span>
            <TruckIcon className="size-5 text-green" />
          </span>
          <span id={`${id}-text`} className="mt-1 block text-sm">
            You pay when the product is delivered to you, after you have seen it.
          </span>
        </span>
      </label>
      <p className="mt-3 text-sm text-muted">
        The shipping fee varies with the distance: the Order Summary shows the fee for your region,
        and you pay it with your order on delivery.
      </p>
    </fieldset>
  );
}
