import { WISHLIST_EMPTY } from '@adepa/contract/messages';
import { HeartIcon } from '../../../components/ui/icons';

/** What the wishlist says while it holds nothing, in the header's panel and on its page. */
export const emptyWishlist = {
  icon: <HeartIcon className="size-8" />,
  message: WISHLIST_EMPTY,
  note: 'Tap the heart on a product to keep it here for later.',
};
