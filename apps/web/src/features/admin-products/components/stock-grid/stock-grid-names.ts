import { variantLabel } from '@adepa/contract/variants';

// How the stock grid names its sizes, colours and cells, on screen and to screen readers.

/** A size's name on the grid; the blank one of a product without sizes. */
export const sizeName = (size: string) => size || 'One size';

/** A colour's name on the grid; the blank one of a product without colours. */
export const colorName = (color: string) => color || 'One colour';

/** A cell's name in labels and messages: "L, Red", "L", "Red", or the product's name. */
export const cellName = (size: string, color: string, product: string) =>
  variantLabel({ size, color }) || product;
