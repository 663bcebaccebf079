import type { Ref } from 'react';
import type { VariantChoice } from '../hooks/use-variant-choice';
import {
  type OptionKind,
  optionValues,
  type ProductOnSale,
  soldOutOptions,
} from '../variant-choice';
import { OptionGroup } from './option-group';

type VariantPickerProps = {
  product: ProductOnSale;
  variantChoice: VariantChoice;
  errors: Partial<Record<OptionKind, string>>;
  /** Called after each choice (the panel clears that kind's error). */
  onChosen: (kind: OptionKind) => void;
  colorRef: Ref<HTMLDivElement>;
  sizeRef: Ref<HTMLDivElement>;
};

/**
 * Colour and size, each marked sold out for what is chosen of the other. With both chosen, the
 * size wanted may be sold out in this colour and the colour wanted in this size: "Clear size and
 * colour" starts again, so no pair on the shelf is ever out of reach.
 */
export function VariantPicker({
  product,
  variantChoice,
  errors,
  onChosen,
  colorRef,
  sizeRef,
}: VariantPickerProps) {
  const { choice, choose, clear } = variantChoice;
  const colors = optionValues(product, 'color');
  const sizes = optionValues(product, 'size');
  if (colors.length === 0 && sizes.length === 0) return null;

  const pick = (kind: OptionKind) => (value: string) => {
    choose(kind, value);
    onChosen(kind);
  };

  return (
    <div className="flex flex-col gap-4">
      {colors.length > 0 && (
        <OptionGroup
          ref={colorRef}
          legend="Colour"
          values={colors}
          soldOut={soldOutOptions(product, 'color', choice)}
          chosen={choice.color}
          onChoose={pick('color')}
          error={errors.color}
        />
      )}
      {sizes.length > 0 && (
        <OptionGroup
          ref={sizeRef}
          legend="Size"
          values={sizes}
          soldOut={soldOutOptions(product, 'size', choice)}
          chosen={choice.size}
          onChoose={pick('size')}
          error={errors.size}
        />
      )}
      {colors.length > 0 && sizes.length > 0 && (choice.color || choice.size) && (
        <button
          type="button"
          onClick={clear}
          className="-my-2 inline-flex min-h-11 items-center self-start rounded text-sm font-semibold text-green underline underline-offset-2"
        >
          Clear size and colour
        </button>
      )}
    </div>
  );
}
