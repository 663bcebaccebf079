import type { ComponentType } from 'react';
import { type LazyNamed, lazyNamed } from '../lib/lazy-named';

// Every page but the 404 page loads on demand, in chunks by audience: the home page, static pages,
// the newsletter's link pages, the account forms, signed-in customer pages, admin pages; the cart
// pages, checkout, the thank-you after an order, tracking, and My Orders have their own. Shoppers
// never download the back office, and a storefront form's validation (zod) loads only once the
// form is used (useSchemaForm's loader), so no shop page's first load holds it. Each page knows
// its source module as the build manifest names it, so the server can name the page's chunks in
// its HTML (the renderer checks every name against the manifest when it starts).

type LazyPage = LazyNamed<ComponentType> & { module: string };

// The modules a page loads from, each its own chunk: the page files in routes/, and for the back
// office the chunk files that gather its page files (admin/*-chunk.ts). The 404 page is the
// app's own (routes.tsx imports it), so it is no chunk of its own. The home page is one: its hero
// and shelves were a few KiB of every other page's first load.
const chunks = import.meta.glob<Record<string, ComponentType>>([
  './routes/*.tsx',
  './routes/admin/*-chunk.ts',
  '!./routes/not-found-page.tsx',
]);

/** The pages of one chunk, named by their file under app/ ('./routes/x.tsx'). */
function pages(file: string) {
  const load = chunks[file];
  if (!load) throw new Error(`${file} is not a page chunk`);
  // The build manifest names a module by its path from the web app's folder.
  const module = `src/app/${file.slice('./'.length)}`;
  let loading: Promise<Record<string, ComponentType>> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  return (name: string): LazyPage =>
    Object.assign(lazyNamed(loadOnce, name) as LazyNamed<ComponentType>, { module });
}

const home = pages('./routes/home-page.tsx');
const info = pages('./routes/info-pages.tsx');
const newsletter = pages('./routes/newsletter-pages.tsx');
const contact = pages('./routes/contact-page.tsx');
const cart = pages('./routes/cart-pages.tsx');
const checkout = pages('./routes/checkout-pages.tsx');
const orderPlaced = pages('./routes/order-placed-page.tsx');
const tracking = pages('./routes/track-order-page.tsx');
const receipt = pages('./routes/receipt-page.tsx');
const listing = pages('./routes/shop-pages.tsx');
const product = pages('./routes/product-details-page.tsx');
const account = pages('./routes/account-pages.tsx');
const customer = pages('./routes/customer-pages.tsx');
const orders = pages('./routes/customer-order-pages.tsx');
// The back office in three chunks: the overview (dashboard, orders) without zod, so a phone
// opening the dashboard skips the forms; the forms (products, categories, users, delivery fees);
// messages and the newsletter.
const adminOverview = pages('./routes/admin/overview-chunk.ts');
const adminForms = pages('./routes/admin/editor-chunk.ts');
const adminCommunication = pages('./routes/admin/communication-chunk.ts');

export const HomePage = home('HomePage');
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
export const ReceiptPage = receipt('ReceiptPage');
export const AboutPage = info('AboutPage');
export const ContactPage = contact('ContactPage');
export const FaqPage = info('FaqPage');
export const TermsPage = info('TermsPage');
export const PrivacyPage = info('PrivacyPage');

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
export const TwoStepPage = adminForms('TwoStepPage');
export const VatPage = adminForms('VatPage');
export const CustomerOrdersPage = adminOverview('CustomerOrdersPage');
export const AdminOrderDetailsPage = adminOverview('AdminOrderDetailsPage');
export const RefundsPage = adminOverview('RefundsPage');
export const ActivityLogPage = adminOverview('ActivityLogPage');
export const SlipsPage = adminOverview('SlipsPage');
export const UpdateCategoryPage = adminForms('UpdateCategoryPage');
export const UpdateCategoryImagePage = adminForms('UpdateCategoryImagePage');
export const UpdateProductPage = adminForms('UpdateProductPage');
export const UpdateProductImagePage = adminForms('UpdateProductImagePage');
export const MessagesPage = adminCommunication('MessagesPage');
export const NewsletterPage = adminCommunication('NewsletterPage');
