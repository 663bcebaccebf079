import type { ComponentType } from 'react';
import { type LazyNamed, lazyNamed } from '../lib/lazy-named';

// Every page but the home and 404 pages loads on demand, in chunks by audience: static pages,
// the newsletter's link pages, the account forms, signed-in customer pages, admin pages; the cart
// pages, checkout, the thank-you after an order, tracking, and My Orders have their own. Shoppers
// never download the back office, and a storefront form's validation (zod) loads only once the
// form is used (useSchemaForm's loader), so no shop page's first load holds it. Each page knows
// its source module as the build manifest names it, so the server can name the page's chunks in
// its HTML (the renderer checks every name against the manifest when it starts).

type LazyPage = LazyNamed<ComponentType> & { module: string };

function pages<M>(module: string, load: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  return (name: keyof M & string): LazyPage =>
    Object.assign(lazyNamed(loadOnce, name) as LazyNamed<ComponentType>, { module });
}

const store = pages('src/app/routes/store-pages.tsx', () => import('./routes/store-pages'));
const newsletter = pages(
  'src/app/routes/newsletter-pages.tsx',
  () => import('./routes/newsletter-pages'),
);
const contact = pages('src/app/routes/contact-page.tsx', () => import('./routes/contact-page'));
const cart = pages('src/app/routes/cart-pages.tsx', () => import('./routes/cart-pages'));
const checkout = pages(
  'src/app/routes/checkout-pages.tsx',
  () => import('./routes/checkout-pages'),
);
const orderPlaced = pages(
  'src/app/routes/order-placed-page.tsx',
  () => import('./routes/order-placed-page'),
);
const tracking = pages(
  'src/app/routes/track-order-page.tsx',
  () => import('./routes/track-order-page'),
);
const listing = pages('src/app/routes/shop-pages.tsx', () => import('./routes/shop-pages'));
const product = pages(
  'src/app/routes/product-details-page.tsx',
  () => import('./routes/product-details-page'),
);
const account = pages('src/app/routes/account-pages.tsx', () => import('./routes/account-pages'));
const customer = pages(
  'src/app/routes/customer-pages.tsx',
  () => import('./routes/customer-pages'),
);
const orders = pages(
  'src/app/routes/customer-order-pages.tsx',
  () => import('./routes/customer-order-pages'),
);
// The back office in three chunks: the overview (dashboard, orders) without zod, so a phone
// opening the dashboard skips the forms; the forms (products, categories, users); messages.
const adminOverview = pages(
  'src/app/routes/admin/overview-pages.tsx',
  () => import('./routes/admin/overview-pages'),
);
const adminForms = pages(
  'src/app/routes/admin/editor-pages.tsx',
  () => import('./routes/admin/editor-pages'),
);
const adminCommunication = pages(
  'src/app/routes/admin/communication-pages.tsx',
  () => import('./routes/admin/communication-pages'),
);

export const ShopPage = listing('ShopPage');
export const ProductsPage = listing('ProductsPage');
export const SearchPage = listing('SearchPage');
export const ProductDetailsPage = product('ProductDetailsPage');
export const LoginPage = account('LoginPage');
export const SignupPage = account('SignupPage');
export const ForgotPasswordPage = account('ForgotPasswordPage');
export const ResetPasswordPage = account('ResetPasswordPage');
export const CartPage = cart('CartPage');
export const WishlistPage = cart('WishlistPage');
export const CheckoutPage = checkout('CheckoutPage');
export const SubscribedPage = newsletter('SubscribedPage');
export const OrderSuccessPage = orderPlaced('OrderSuccessPage');
export const VerifySubscriberPage = newsletter('VerifySubscriberPage');
export const UnsubscribePage = newsletter('UnsubscribePage');
export const TrackOrderPage = tracking('TrackOrderPage');
export const AboutPage = store('AboutPage');
export const ContactPage = contact('ContactPage');
export const FaqPage = store('FaqPage');
export const TermsPage = store('TermsPage');
export const PrivacyPage = store('PrivacyPage');

export const ProfilePage = customer('ProfilePage');
export const ChangePasswordPage = customer('ChangePasswordPage');
export const MyOrdersPage = orders('MyOrdersPage');
export const MyOrderDetailsPage = orders('MyOrderDetailsPage');

export const DashboardSummaryPage = adminOverview('DashboardSummaryPage');
export const CreateProductPage = adminForms('CreateProductPage');
export const CreateCategoryPage = adminForms('CreateCategoryPage');
export const ManageCategoriesPage = adminForms('ManageCategoriesPage');
export const ManageProductsPage = adminForms('ManageProductsPage');
export const UserListPage = adminForms('UserListPage');
export const DeliveryFeesPage = adminForms('DeliveryFeesPage');
export const CustomerOrdersPage = adminOverview('CustomerOrdersPage');
export const AdminOrderDetailsPage = adminOverview('AdminOrderDetailsPage');
export const UpdateCategoryPage = adminForms('UpdateCategoryPage');
export const UpdateCategoryImagePage = adminForms('UpdateCategoryImagePage');
export const UpdateProductPage = adminForms('UpdateProductPage');
export const UpdateProductImagePage = adminForms('UpdateProductImagePage');
export const MessagesPage = adminCommunication('MessagesPage');
export const NewsletterPage = adminCommunication('NewsletterPage');
