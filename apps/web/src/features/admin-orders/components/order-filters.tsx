import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '@adepa/contract/order-options';
import { ORDER_SEARCH_MAX, type OrderSearch } from '@adepa/contract/order-search';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useSearchBox } from '../../../lib/use-search-box';

// The orders list's search box and filters. The text is searched when sent (Enter or the button),
// so each letter typed does not ask the server; a choice of status, payment or day applies at once.

/** awaiting_payment reads "Awaiting payment". */
const words = (value: string) => {
  const text = value.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

type Props = {
  search: OrderSearch;
  onSearch: (next: OrderSearch) => void;
  /** How many orders match, once known. */
  count: number | undefined;
};

export function OrderFilters({ search, onSearch, count }: Props) {
  const { text, setText, set, submit, filtered } = useSearchBox(search, onSearch);

  return (
    <search aria-label="Order search" className="mb-5 block">
      <form onSubmit={submit} className="space-y-3">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <div className="col-span-2 flex items-start gap-2 lg:col-span-4 lg:max-w-2xl">
            <div className="min-w-0 flex-1">
              <TextField
                label="Search orders"
                type="search"
                name="q"
                value={text}
                maxLength={ORDER_SEARCH_MAX}
                autoComplete="off"
                onChange={(event) => setText(event.target.value)}
                below={(id) => (
                  <p id={id} className="mt-1.5 text-sm text-muted">
                    Order number, phone number or name
                  </p>
                )}
              />
            </div>
            <Button type="submit" className="mt-7 h-12 shrink-0">
              Find orders
            </Button>
          </div>
          <div className="col-span-2 sm:col-span-1">
            <SelectField
              label="Delivery status"
              placeholder="Any status"
              options={DELIVERY_STATUSES}
              optionLabel={words}
              value={search.status ?? ''}
              onChange={(event) =>
                set({ status: (event.target.value || undefined) as OrderSearch['status'] })
              }
            />
          </div>
          <div className="col-span-2 sm:col-span-1">
            <SelectField
              label="Payment"
              placeholder="Any payment"
              options={PAYMENT_STATUSES}
              optionLabel={words}
              value={search.payment ?? ''}
              onChange={(event) =>
                set({ payment: (event.target.value || undefined) as OrderSearch['payment'] })
              }
            />
          </div>
          <TextField
            label="Placed from"
            type="date"
            value={search.from ?? ''}
            max={search.to}
            onChange={(event) => set({ from: event.target.value || undefined })}
          />
          <TextField
            label="Placed to"
            type="date"
            value={search.to ?? ''}
            min={search.from}
            onChange={(event) => set({ to: event.target.value || undefined })}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="text-sm font-semibold text-ink">
            {count === undefined ? '' : `${count} ${count === 1 ? 'order' : 'orders'} found`}
          </p>
          {filtered && (
            <Button variant="ghost" onClick={() => onSearch({})}>
              Clear search and filters
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}
