import { CART_EMPTY } from '@adepa/contract/messages';
import { BagIcon } from '../../../components/ui/action-icons';

/** What the cart says while it holds nothing, in the header's panel and on the cart page. */
export const emptyCart = {
  icon: <BagIcon className="size-8" />,
  message: CART_EMPTY,
  note: 'Find something good in the shop. You pay only when it is delivered.',
};
