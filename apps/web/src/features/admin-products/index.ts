export { useProduct } from './api/get-admin-products';
export { adminProductKeys } from './api/keys';
export { CreateProductForm } from './components/create-product-form';
export { ProductList } from './components/product-list';
export { StockGridForm } from './components/stock-grid/stock-grid-form';
export { UpdateProductForm } from './components/update-product-form';
export { UpdateProductImagesForm } from './components/update-product-images-form';
