export {
  prefetchDeliveryPricing,
  type ShopPricing,
  useDeliveryPricing,
} from './api/get-delivery-pricing';
export { deliveryKeys } from './api/keys';
export {
  chooseRegion,
  copyRegionToCookie,
  drawChosenRegion,
  useChosenRegion,
} from './chosen-region';
export { ArrivalLine } from './components/arrival-line';
export { DeliveryCharges } from './components/delivery-charges';
export { TotalsList } from './components/totals-list';
export { quoteDelivery } from './delivery-quote';
