export { useReceipt } from './api/get-receipt';
export { ReceiptView } from './components/receipt-view';
