import type { LastDelivery } from '@adepa/contract/orders';
import { Button } from '../../../components/ui/button';
import { localPhone } from '../../../lib/phone-display';

// A signed-in customer is offered the details of their last delivery rather than typing them
// again (WCAG 3.3.7): one tap fills the form, which they can still change.

type LastDeliveryOfferProps = {
  delivery: LastDelivery;
  /** Fills the form with these details (the phone as dialled at home). */
  onUse: (details: LastDelivery) => void;
};

export function LastDeliveryOffer({ delivery, onUse }: LastDeliveryOfferProps) {
  const phone = localPhone(delivery.phoneNumber);
  const place = [delivery.address, delivery.area, delivery.province].filter(Boolean).join(', ');
  return (
    <section
      aria-labelledby="last-delivery"
      className="grid gap-3 rounded-xl bg-green-soft p-4 text-sm sm:flex sm:items-center sm:justify-between"
    >
      <div>
        <h3 id="last-delivery" className="font-bold">
          Deliver where you did last time?
        </h3>
        <p className="mt-1">
          {delivery.name}, {phone}, {place}
        </p>
      </div>
      <Button
        type="button"
        variant="secondary"
        className="min-h-11 shrink-0"
        onClick={(event) => {
          const form = event.currentTarget.form;
          onUse({ ...delivery, phoneNumber: phone });
          // The offer goes once the form holds the details: focus moves to their first field.
          requestAnimationFrame(() => (form?.elements.namedItem('name') as HTMLElement)?.focus());
        }}
      >
        Use these details
      </Button>
    </section>
  );
}
