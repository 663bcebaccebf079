import { lazyNamed } from './lazy-named';

// Every page but the home page loads on demand, in chunks by audience: public pages, the
// account forms (with zod), signed-in customer pages, admin pages. Shoppers never download the
// back office, and browsing never downloads form validation.

const store = () => import('./routes/store-pages');
const listing = () => import('./routes/shop-pages');
const product = () => import('./routes/product-details-page');
const account = () => import('./routes/account-pages');
const customer = () => import('./routes/customer-pages');
const admin = () => import('./routes/admin/admin-pages');

export const ShopPage = lazyNamed(listing, 'ShopPage');
export const ProductsPage = lazyNamed(listing, 'ProductsPage');
export const SearchPage = lazyNamed(listing, 'SearchPage');
export const ProductDetailsPage = lazyNamed(product, 'ProductDetailsPage');
export const LoginPage = lazyNamed(account, 'LoginPage');
export const SignupPage = lazyNamed(account, 'SignupPage');
export const ForgotPasswordPage = lazyNamed(account, 'ForgotPasswordPage');
export const ResetPasswordPage = lazyNamed(account, 'ResetPasswordPage');
export const CartPage = lazyNamed(store, 'CartPage');
export const WishlistPage = lazyNamed(store, 'WishlistPage');
export const CheckoutPage = lazyNamed(store, 'CheckoutPage');
export const SubscribedPage = lazyNamed(store, 'SubscribedPage');
export const OrderSuccessPage = lazyNamed(store, 'OrderSuccessPage');
export const VerifySubscriberPage = lazyNamed(store, 'VerifySubscriberPage');
export const TrackOrderPage = lazyNamed(store, 'TrackOrderPage');
export const AboutPage = lazyNamed(store, 'AboutPage');
export const ContactPage = lazyNamed(store, 'ContactPage');
export const FaqPage = lazyNamed(store, 'FaqPage');
export const TermsPage = lazyNamed(store, 'TermsPage');
export const PrivacyPage = lazyNamed(store, 'PrivacyPage');

export const ProfilePage = lazyNamed(customer, 'ProfilePage');
export const ChangePasswordPage = lazyNamed(customer, 'ChangePasswordPage');
export const MyOrdersPage = lazyNamed(customer, 'MyOrdersPage');
export const MyOrderDetailsPage = lazyNamed(customer, 'MyOrderDetailsPage');

export const DashboardSummaryPage = lazyNamed(admin, 'DashboardSummaryPage');
export const CreateProductPage = lazyNamed(admin, 'CreateProductPage');
export const CreateCategoryPage = lazyNamed(admin, 'CreateCategoryPage');
export const ManageCategoriesPage = lazyNamed(admin, 'ManageCategoriesPage');
export const ManageProductsPage = lazyNamed(admin, 'ManageProductsPage');
export const UserListPage = lazyNamed(admin, 'UserListPage');
export const CustomerOrdersPage = lazyNamed(admin, 'CustomerOrdersPage');
export const AdminOrderDetailsPage = lazyNamed(admin, 'AdminOrderDetailsPage');
export const UpdateCategoryPage = lazyNamed(admin, 'UpdateCategoryPage');
export const UpdateCategoryImagePage = lazyNamed(admin, 'UpdateCategoryImagePage');
export const UpdateProductPage = lazyNamed(admin, 'UpdateProductPage');
export const UpdateProductImagePage = lazyNamed(admin, 'UpdateProductImagePage');
