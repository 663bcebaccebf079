import { lazyNamed } from './lazy-named';

// Every page but the home page loads on demand, in chunks by audience: public pages, the
// account forms (with zod), signed-in customer pages, admin pages; the cart pages, checkout and
// tracking (with zod), and My Orders have their own. Shoppers never download the back office,
// and browsing never downloads form validation.

const store = () => import('./routes/store-pages');
const contact = () => import('./routes/contact-page');
const cart = () => import('./routes/cart-pages');
const checkout = () => import('./routes/checkout-pages');
const tracking = () => import('./routes/track-order-page');
const listing = () => import('./routes/shop-pages');
const product = () => import('./routes/product-details-page');
const account = () => import('./routes/account-pages');
const customer = () => import('./routes/customer-pages');
const orders = () => import('./routes/customer-order-pages');
// The back office in two chunks: the overview (dashboard, orders) without zod, so a phone opening
// the dashboard skips the forms; and the forms (products, categories, users).
const adminOverview = () => import('./routes/admin/overview-pages');
const adminForms = () => import('./routes/admin/editor-pages');
const adminCommunication = () => import('./routes/admin/communication-pages');

export const ShopPage = lazyNamed(listing, 'ShopPage');
export const ProductsPage = lazyNamed(listing, 'ProductsPage');
export const SearchPage = lazyNamed(listing, 'SearchPage');
export const ProductDetailsPage = lazyNamed(product, 'ProductDetailsPage');
export const LoginPage = lazyNamed(account, 'LoginPage');
export const SignupPage = lazyNamed(account, 'SignupPage');
export const ForgotPasswordPage = lazyNamed(account, 'ForgotPasswordPage');
export const ResetPasswordPage = lazyNamed(account, 'ResetPasswordPage');
export const CartPage = lazyNamed(cart, 'CartPage');
export const WishlistPage = lazyNamed(cart, 'WishlistPage');
export const CheckoutPage = lazyNamed(checkout, 'CheckoutPage');
export const SubscribedPage = lazyNamed(store, 'SubscribedPage');
export const OrderSuccessPage = lazyNamed(checkout, 'OrderSuccessPage');
export const VerifySubscriberPage = lazyNamed(store, 'VerifySubscriberPage');
export const UnsubscribePage = lazyNamed(store, 'UnsubscribePage');
export const TrackOrderPage = lazyNamed(tracking, 'TrackOrderPage');
export const AboutPage = lazyNamed(store, 'AboutPage');
export const ContactPage = lazyNamed(contact, 'ContactPage');
export const FaqPage = lazyNamed(store, 'FaqPage');
export const TermsPage = lazyNamed(store, 'TermsPage');
export const PrivacyPage = lazyNamed(store, 'PrivacyPage');

export const ProfilePage = lazyNamed(customer, 'ProfilePage');
export const ChangePasswordPage = lazyNamed(customer, 'ChangePasswordPage');
export const MyOrdersPage = lazyNamed(orders, 'MyOrdersPage');
export const MyOrderDetailsPage = lazyNamed(orders, 'MyOrderDetailsPage');

export const DashboardSummaryPage = lazyNamed(adminOverview, 'DashboardSummaryPage');
export const CreateProductPage = lazyNamed(adminForms, 'CreateProductPage');
export const CreateCategoryPage = lazyNamed(adminForms, 'CreateCategoryPage');
export const ManageCategoriesPage = lazyNamed(adminForms, 'ManageCategoriesPage');
export const ManageProductsPage = lazyNamed(adminForms, 'ManageProductsPage');
export const UserListPage = lazyNamed(adminForms, 'UserListPage');
export const CustomerOrdersPage = lazyNamed(adminOverview, 'CustomerOrdersPage');
export const AdminOrderDetailsPage = lazyNamed(adminOverview, 'AdminOrderDetailsPage');
export const UpdateCategoryPage = lazyNamed(adminForms, 'UpdateCategoryPage');
export const UpdateCategoryImagePage = lazyNamed(adminForms, 'UpdateCategoryImagePage');
export const UpdateProductPage = lazyNamed(adminForms, 'UpdateProductPage');
export const UpdateProductImagePage = lazyNamed(adminForms, 'UpdateProductImagePage');
export const MessagesPage = lazyNamed(adminCommunication, 'MessagesPage');
export const NewsletterPage = lazyNamed(adminCommunication, 'NewsletterPage');
