export { CheckoutForm } from './components/checkout-form';
export { OrderPlaced } from './components/order-placed';
