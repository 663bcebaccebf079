import { MOBILE_MONEY_NETWORK_NAMES, MOBILE_MONEY_NETWORKS } from '@adepa/contract/order-options';
import { type ChangeEvent, useId } from 'react';
import { RadioCard } from '../../../components/ui/radio-card';
import { RequiredMark } from '../../../components/ui/text-field';

type NetworkChoiceProps = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  error?: string;
};

/**
 * The wallet's network, as three radio cards: a column, or a row where the form is wide enough
 * for the longest name on one line (a container query: the same cards sit in the wide checkout
 * and in the narrow thank-you card).
 */
export function NetworkChoice({ name, value, onChange, onBlur, error }: NetworkChoiceProps) {
  const id = useId();
  return (
    <fieldset className="@container" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-ink">
        Mobile Money network
        <RequiredMark />
      </legend>
      <div className="mt-1.5 grid gap-2 @2xl:grid-cols-3">
        {MOBILE_MONEY_NETWORKS.map((network) => (
          <RadioCard
            key={network}
            name={name}
            value={network}
            checked={value === network}
            onChange={onChange}
            onBlur={onBlur}
            invalid={Boolean(error)}
            title={MOBILE_MONEY_NETWORK_NAMES[network]}
            compact
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red">
          {error}
        </p>
      )}
    </fieldset>
  );
}
