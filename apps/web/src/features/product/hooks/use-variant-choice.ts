import { useState } from 'react';
import {
  type Choice,
  chosenVariant,
  NOTHING_CHOSEN,
  type OptionKind,
  type ProductOnSale,
  pictureOf,
  pricesOf,
  stockOnShelf,
} from '../variant-choice';

export type VariantChoice = ReturnType<typeof useVariantChoice>;

/**
 * The size and colour the shopper picked on the product page, and what follows from them: the
 * variant, its stock and prices. A choice that has a picture of its own shows it (`showPicture`).
 */
export function useVariantChoice(product: ProductOnSale, showPicture: (index: number) => void) {
  const [choice, setChoice] = useState<Choice>(NOTHING_CHOSEN);
  const variant = chosenVariant(product, choice);

  function choose(kind: OptionKind, value: string) {
    const next = { ...choice, [kind]: value };
    setChoice(next);
    // Only a change of picture moves the gallery: a size picked after the colour leaves the
    // picture the shopper swiped to.
    const picture = pictureOf(product, next);
    if (picture !== null && picture !== pictureOf(product, choice)) showPicture(picture);
  }

  return {
    choice,
    choose,
    clear: () => setChoice(NOTHING_CHOSEN),
    variant,
    stock: stockOnShelf(product, choice),
    prices: pricesOf(product, variant),
  };
}
