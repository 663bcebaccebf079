export { DeliveryFeesForm } from './components/delivery-fees-form';
