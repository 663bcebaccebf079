import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { parse as parsePattern } from 'regexparam';
import { matchRoute, Redirect, Route, Switch } from 'wouter';
import { prefetchHome, prefetchListing } from '../features/catalog/prefetch';
import { prefetchDeliveryPricing } from '../features/delivery/api/get-delivery-pricing';
import { prefetchProductPage } from '../features/product/prefetch';
import { RequireAdmin, RequireCustomer } from './guards/require-role';
import * as Page from './lazy-pages';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';

// Every page of the shop, in one table that both the router and the server renderer read. Paths
// keep the spec's spellings (/whishlist, /successfull-order, both reset-password forms). A page
// that shows the catalogue says what it reads, so the server can fetch it before rendering; the
// signed-in and admin pages are decided in the browser, behind their guards.

type Prefetch = (
  queryClient: QueryClient,
  request: { params: Record<string, string>; search: URLSearchParams },
) => Promise<void>;

export type PageRoute = {
  path: string;
  page: ComponentType & { module?: string; load?: () => Promise<unknown> };
  access?: 'customer' | 'admin';
  prefetch?: Prefetch;
};

const listing: Prefetch = (queryClient, { search }) => prefetchListing(queryClient, search);

export const pageRoutes: PageRoute[] = [
  { path: '/', page: HomePage, prefetch: prefetchHome },
  { path: '/shop', page: Page.ShopPage, prefetch: listing },
  { path: '/products', page: Page.ProductsPage, prefetch: listing },
  { path: '/products/search', page: Page.SearchPage, prefetch: listing },
  {
    path: '/product-details/:id',
    page: Page.ProductDetailsPage,
    prefetch: (queryClient, { params }) => prefetchProductPage(queryClient, params.id ?? ''),
  },
  { path: '/users/login', page: Page.LoginPage },
  { path: '/login', page: Page.LoginPage },
  { path: '/users/signup', page: Page.SignupPage },
  { path: '/forgot-password', page: Page.ForgotPasswordPage },
  { path: '/reset-password/:userId/:resetToken', page: Page.ResetPasswordPage },
  { path: '/resetpassword/:userId/:resetToken', page: Page.ResetPasswordPage },
  { path: '/cart', page: Page.CartPage },
  { path: '/whishlist', page: Page.WishlistPage },
  { path: '/checkout', page: Page.CheckoutPage },
  { path: '/subscribed', page: Page.SubscribedPage },
  { path: '/successfull-order', page: Page.OrderSuccessPage },
  { path: '/subscriber/verify/:id/:emailToVerify', page: Page.VerifySubscriberPage },
  { path: '/subscriber/unsubscribe/:id/:token', page: Page.UnsubscribePage },
  { path: '/track-order', page: Page.TrackOrderPage },
  { path: '/about-us', page: Page.AboutPage },
  { path: '/contact-us', page: Page.ContactPage },
  { path: '/faq', page: Page.FaqPage, prefetch: prefetchDeliveryPricing },
  { path: '/terms-of-service', page: Page.TermsPage, prefetch: prefetchDeliveryPricing },
  { path: '/privacy-policy', page: Page.PrivacyPage },

  // Signed-in customers (admins too, for profile and password)
  { path: '/profile', page: Page.ProfilePage, access: 'customer' },
  { path: '/change-password', page: Page.ChangePasswordPage, access: 'customer' },
  { path: '/customer/dashboard/orders', page: Page.MyOrdersPage, access: 'customer' },
  {
    path: '/customer/dashboard/order/details/:orderId',
    page: Page.MyOrderDetailsPage,
    access: 'customer',
  },

  // Admins
  { path: '/admin/dashboard-summary', page: Page.DashboardSummaryPage, access: 'admin' },
  { path: '/admin/create-product', page: Page.CreateProductPage, access: 'admin' },
  { path: '/admin/create-category', page: Page.CreateCategoryPage, access: 'admin' },
  { path: '/admin/manage-category', page: Page.ManageCategoriesPage, access: 'admin' },
  { path: '/admin/get-all-products', page: Page.ManageProductsPage, access: 'admin' },
  { path: '/admin/messages', page: Page.MessagesPage, access: 'admin' },
  { path: '/admin/newsletter', page: Page.NewsletterPage, access: 'admin' },
  { path: '/admin/userlist', page: Page.UserListPage, access: 'admin' },
  { path: '/admin/delivery-fees', page: Page.DeliveryFeesPage, access: 'admin' },
  { path: '/admin/dashboard/orders', page: Page.CustomerOrdersPage, access: 'admin' },
  {
    path: '/admin/dashboard/order/details/:orderId',
    page: Page.AdminOrderDetailsPage,
    access: 'admin',
  },
  { path: '/admin/update-category/:categoryId', page: Page.UpdateCategoryPage, access: 'admin' },
  {
    path: '/admin/update-category-image/:id',
    page: Page.UpdateCategoryImagePage,
    access: 'admin',
  },
  { path: '/admin/update-product/:productId', page: Page.UpdateProductPage, access: 'admin' },
  {
    path: '/admin/update-product-image/:productid',
    page: Page.UpdateProductImagePage,
    access: 'admin',
  },
];

/** Short addresses that lead to a page: real redirects on the server, replaced in the browser. */
const redirects: Record<string, string> = { '/admin': '/admin/dashboard-summary' };

/**
 * An address's path or query as the router reads it: decodeURI'd, left as it is when it cannot
 * be decoded (wouter's rule, so the server and the browser match and parse the same text).
 */
export function readableAddress(text: string): string {
  try {
    return text.includes('%') ? decodeURI(text) : text;
  } catch {
    return text;
  }
}

/** The route that shows `pathname` (readable, see above), with its parameters; undefined for 404. */
export function matchPage(
  pathname: string,
): { route: PageRoute; params: Record<string, string> } | undefined {
  for (const route of pageRoutes) {
    const [matched, params] = matchRoute(parsePattern, route.path, pathname);
    if (matched) return { route, params: (params ?? {}) as Record<string, string> };
  }
  return undefined;
}

export function AppRoutes() {
  return (
    <Switch>
      {pageRoutes.map(({ path, page: Page, access }) => (
        <Route key={path} path={path}>
          {access === 'admin' ? (
            <RequireAdmin>
              <Page />
            </RequireAdmin>
          ) : access === 'customer' ? (
            <RequireCustomer>
              <Page />
            </RequireCustomer>
          ) : (
            <Page />
          )}
        </Route>
      ))}
      {Object.entries(redirects).map(([from, to]) => (
        <Route key={from} path={from}>
          <Redirect to={to} replace />
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
