import { paths, patterns } from '@adepa/contract/paths';
import type { StaffPage } from '@adepa/contract/staff';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { parse as parsePattern } from 'regexparam';
import { matchRoute, Redirect, Route, Switch } from 'wouter';
import { drawCart } from '../features/cart';
import { prefetchHome, prefetchListing } from '../features/catalogue';
import { drawChosenRegion, prefetchDeliveryPricing } from '../features/delivery';
import { prefetchProductPage, productStockInFull } from '../features/product';
import { RequireCustomer, RequireStaff } from './guards/require-role';
import * as Page from './lazy-pages';
import { NotFoundPage } from './routes/not-found-page';

// Every page of the shop, in one table that both the router and the server renderer read. The
// patterns, with their odd public spellings, live in `@adepa/contract/paths` with the links'
// builders. A page that shows the catalogue says what it reads, so the server can fetch it before
// rendering; the signed-in and admin pages are decided in the browser, behind their guards. How a page that
// reads its query writes its one address is in page-address.ts, which only the server reads.

type Prefetch = (
  queryClient: QueryClient,
  request: {
    params: Record<string, string>;
    search: URLSearchParams;
    /** The shopper's cookies, which only the pages they are meant for receive. */
    cookies: ReadonlyMap<string, string>;
  },
) => Promise<unknown>;

export type PageRoute = {
  path: string;
  page: ComponentType & { module?: string; load?: () => Promise<unknown> };
  /** Signed-in customers (and staff), or staff whose role may open the page. */
  access?: 'customer' | { staff: StaffPage };
  prefetch?: Prefetch;
  /** On the server, which products' stock the page shows as a number (RenderedPage's stockInFull). */
  stockInFull?: StockInFull;
};

type StockInFull = (queryClient: QueryClient, params: Record<string, string>) => string[];

// Only the server prefetches: the browser finds the replies in the page and never calls these, so
// its build leaves them, and the reads behind them, out of the first download.
const prefetch:
  | Record<'home' | 'listing' | 'product' | 'deliveryPricing' | 'cart', Prefetch>
  | undefined = import.meta.env.SSR
  ? {
      home: prefetchHome,
      listing: (queryClient, { search }) => prefetchListing(queryClient, search),
      product: (queryClient, { params }) => prefetchProductPage(queryClient, params.id ?? ''),
      deliveryPricing: prefetchDeliveryPricing,
      // The shopper's cart and region, from their cookies, priced with the owner's fees.
      cart: (queryClient, { cookies }) =>
        Promise.all([
          drawCart(queryClient, cookies),
          drawChosenRegion(queryClient, cookies),
          prefetchDeliveryPricing(queryClient),
        ]),
    }
  : undefined;

// A page that shows products only as cards shows of their stock only whether each is sold out
// (and its cart takes at most a line's units); a product page shows its own product's in full.
const stockInFull: Record<'cards' | 'product', StockInFull> | undefined = import.meta.env.SSR
  ? {
      cards: () => [],
      product: (queryClient, params) => productStockInFull(queryClient, params.id ?? ''),
    }
  : undefined;

export const pageRoutes: PageRoute[] = [
  {
    path: paths.home(),
    page: Page.HomePage,
    prefetch: prefetch?.home,
    stockInFull: stockInFull?.cards,
  },
  {
    path: paths.shop(),
    page: Page.ShopPage,
    prefetch: prefetch?.listing,
    stockInFull: stockInFull?.cards,
  },
  {
    path: paths.products(),
    page: Page.ProductsPage,
    prefetch: prefetch?.listing,
    stockInFull: stockInFull?.cards,
  },
  {
    path: paths.search(),
    page: Page.SearchPage,
    prefetch: prefetch?.listing,
    stockInFull: stockInFull?.cards,
  },
  {
    path: patterns.product,
    page: Page.ProductDetailsPage,
    prefetch: prefetch?.product,
    stockInFull: stockInFull?.product,
  },
  { path: paths.usersLogin(), page: Page.LoginPage },
  { path: paths.login(), page: Page.LoginPage },
  { path: paths.signup(), page: Page.SignupPage },
  { path: paths.forgotPassword(), page: Page.ForgotPasswordPage },
  { path: patterns.resetPassword, page: Page.ResetPasswordPage },
  { path: patterns.resetPasswordUnhyphenated, page: Page.ResetPasswordPage },
  { path: paths.cart(), page: Page.CartPage, prefetch: prefetch?.cart },
  { path: paths.wishlist(), page: Page.WishlistPage },
  { path: paths.checkout(), page: Page.CheckoutPage, prefetch: prefetch?.cart },
  { path: paths.subscribed(), page: Page.SubscribedPage },
  { path: paths.orderPlaced(), page: Page.OrderSuccessPage },
  { path: patterns.verifySubscriber, page: Page.VerifySubscriberPage },
  { path: patterns.unsubscribe, page: Page.UnsubscribePage },
  { path: paths.trackOrder(), page: Page.TrackOrderPage },
  { path: patterns.receipt, page: Page.ReceiptPage },
  { path: paths.about(), page: Page.AboutPage },
  { path: paths.contact(), page: Page.ContactPage },
  { path: paths.faq(), page: Page.FaqPage, prefetch: prefetch?.deliveryPricing },
  { path: paths.terms(), page: Page.TermsPage, prefetch: prefetch?.deliveryPricing },
  { path: paths.privacy(), page: Page.PrivacyPage },

  // Signed-in customers (admins too, for profile and password)
  { path: paths.profile(), page: Page.ProfilePage, access: 'customer' },
  { path: paths.changePassword(), page: Page.ChangePasswordPage, access: 'customer' },
  { path: paths.myOrders(), page: Page.MyOrdersPage, access: 'customer' },
  { path: patterns.myOrder, page: Page.MyOrderDetailsPage, access: 'customer' },

  // Admins
  {
    path: paths.admin.dashboard(),
    page: Page.DashboardSummaryPage,
    access: { staff: 'dashboard' },
  },
  {
    path: paths.admin.createProduct(),
    page: Page.CreateProductPage,
    access: { staff: 'createProduct' },
  },
  {
    path: paths.admin.createCategory(),
    page: Page.CreateCategoryPage,
    access: { staff: 'createCategory' },
  },
  {
    path: paths.admin.categories(),
    page: Page.ManageCategoriesPage,
    access: { staff: 'categories' },
  },
  { path: paths.admin.products(), page: Page.ManageProductsPage, access: { staff: 'products' } },
  { path: paths.admin.messages(), page: Page.MessagesPage, access: { staff: 'messages' } },
  { path: paths.admin.newsletter(), page: Page.NewsletterPage, access: { staff: 'newsletter' } },
  { path: paths.admin.users(), page: Page.UserListPage, access: { staff: 'users' } },
  {
    path: paths.admin.deliveryFees(),
    page: Page.DeliveryFeesPage,
    access: { staff: 'deliveryFees' },
  },
  { path: paths.admin.orders(), page: Page.CustomerOrdersPage, access: { staff: 'orders' } },
  { path: patterns.admin.order, page: Page.AdminOrderDetailsPage, access: { staff: 'order' } },
  { path: paths.admin.refunds(), page: Page.RefundsPage, access: { staff: 'refunds' } },
  { path: paths.admin.slips(), page: Page.SlipsPage, access: { staff: 'slips' } },
  { path: paths.admin.activity(), page: Page.ActivityLogPage, access: { staff: 'activity' } },
  { path: paths.admin.twoStep(), page: Page.TwoStepPage, access: { staff: 'twoStep' } },
  { path: paths.admin.vat(), page: Page.VatPage, access: { staff: 'vat' } },
  {
    path: patterns.admin.updateCategory,
    page: Page.UpdateCategoryPage,
    access: { staff: 'updateCategory' },
  },
  {
    path: patterns.admin.updateCategoryImage,
    page: Page.UpdateCategoryImagePage,
    access: { staff: 'updateCategoryImage' },
  },
  {
    path: patterns.admin.updateProduct,
    page: Page.UpdateProductPage,
    access: { staff: 'updateProduct' },
  },
  {
    path: patterns.admin.updateProductImage,
    page: Page.UpdateProductImagePage,
    access: { staff: 'updateProductImage' },
  },
];

/** Short addresses that lead to a page: real redirects on the server, replaced in the browser. */
const redirects: Record<string, string> = { [paths.admin.root()]: paths.admin.dashboard() };

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
          {typeof access === 'object' ? (
            <RequireStaff page={access.staff}>
              <Page />
            </RequireStaff>
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
