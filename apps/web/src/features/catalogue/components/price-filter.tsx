import { formatCedi } from '@adepa/contract/money';
import { useId, useState } from 'react';
import { type Range, RangeSlider } from '../../../components/ui/range-slider';
import { usePriceRange } from '../api/get-price-range';
import { FilterGroup } from './filter-group';

// The slider spans the shop's lowest to highest selling price (the high end is raised by 1 when
// both are equal; 0 to 100 until the server answers). Whole cedis, step 1. The filter is written to
// the address bar when a thumb is let go; the full span means "no filter".

type PriceFilterProps = {
  low: number | undefined;
  high: number | undefined;
  onChange: (low: number | undefined, high: number | undefined) => void;
};

const DEFAULT_SPAN: Range = [0, 100];

function useSliderSpan(low: number | undefined, high: number | undefined): Range {
  const range = usePriceRange().data;
  let [min, max] = range ? [Math.floor(range.low), Math.ceil(range.high)] : DEFAULT_SPAN;
  if (max <= min) max = min + 1;
  // A shared link may carry bounds outside today's prices: widen the track rather than lie.
  return [Math.min(min, low ?? min), Math.max(max, high ?? max)];
}

export function PriceFilter({ low, high, onChange }: PriceFilterProps) {
  const labelId = useId();
  const [min, max] = useSliderSpan(low, high);
  const applied: Range = [low ?? min, high ?? max];
  const appliedKey = `${applied[0]}:${applied[1]}`;

  // Follows the applied filter (Back button, Clear) except while the shopper is dragging.
  const [draft, setDraft] = useState<{ value: Range; from: string }>({
    value: applied,
    from: appliedKey,
  });
  if (draft.from !== appliedKey) setDraft({ value: applied, from: appliedKey });
  const value = draft.from === appliedKey ? draft.value : applied;

  function commit([nextLow, nextHigh]: Range) {
    if (nextLow === applied[0] && nextHigh === applied[1]) return;
    onChange(nextLow <= min ? undefined : nextLow, nextHigh >= max ? undefined : nextHigh);
  }

  return (
    <FilterGroup legend="Price">
      <div className="px-2">
        <p id={labelId} className="mb-1 text-sm font-semibold text-ink tabular-nums">
          {formatCedi(value[0])} - {formatCedi(value[1])}
        </p>
        <RangeSlider
          min={min}
          max={max}
          value={value}
          onChange={(next) => setDraft({ value: next, from: appliedKey })}
          onCommit={commit}
          labels={['Minimum price', 'Maximum price']}
          valueText={formatCedi}
          describedBy={labelId}
          names={['low', 'high']}
        />
      </div>
    </FilterGroup>
  );
}
