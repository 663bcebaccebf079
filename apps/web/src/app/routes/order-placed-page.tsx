import { OrderPlaced } from '../../features/checkout';

// The thank-you after checkout, with its confetti, in a chunk of its own (see checkout-pages.tsx).

export const OrderSuccessPage = OrderPlaced;
