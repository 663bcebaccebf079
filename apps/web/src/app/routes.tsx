import type { ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { RequireAdmin, RequireCustomer } from './guards/require-role';
import * as Page from './lazy-pages';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';

// Every route of spec section 2, in one place. Paths keep the spec's spellings
// (/whishlist, /successfull-order, both reset-password forms).

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/shop" component={Page.ShopPage} />
      <Route path="/products" component={Page.ProductsPage} />
      <Route path="/products/search" component={Page.SearchPage} />
      <Route path="/product-details/:id" component={Page.ProductDetailsPage} />
      <Route path="/users/login" component={Page.LoginPage} />
      <Route path="/login" component={Page.LoginPage} />
      <Route path="/users/signup" component={Page.SignupPage} />
      <Route path="/forgot-password" component={Page.ForgotPasswordPage} />
      <Route path="/reset-password/:userId/:resetToken" component={Page.ResetPasswordPage} />
      <Route path="/resetpassword/:userId/:resetToken" component={Page.ResetPasswordPage} />
      <Route path="/cart" component={Page.CartPage} />
      <Route path="/whishlist" component={Page.WishlistPage} />
      <Route path="/checkout" component={Page.CheckoutPage} />
      <Route path="/subscribed" component={Page.SubscribedPage} />
      <Route path="/successfull-order" component={Page.OrderSuccessPage} />
      <Route path="/subscriber/verify/:id/:emailToVerify" component={Page.VerifySubscriberPage} />
      <Route path="/subscriber/unsubscribe/:id/:token" component={Page.UnsubscribePage} />
      <Route path="/track-order" component={Page.TrackOrderPage} />
      <Route path="/about-us" component={Page.AboutPage} />
      <Route path="/contact-us" component={Page.ContactPage} />
      <Route path="/faq" component={Page.FaqPage} />
      <Route path="/terms-of-service" component={Page.TermsPage} />
      <Route path="/privacy-policy" component={Page.PrivacyPage} />

      {/* Signed-in customers (admins too, for profile and password) */}
      <Route path="/profile">{customer(<Page.ProfilePage />)}</Route>
      <Route path="/change-password">{customer(<Page.ChangePasswordPage />)}</Route>
      <Route path="/customer/dashboard/orders">{customer(<Page.MyOrdersPage />)}</Route>
      <Route path="/customer/dashboard/order/details/:orderId">
        {customer(<Page.MyOrderDetailsPage />)}
      </Route>

      {/* Admins */}
      <Route path="/admin">{admin(<Redirect to="/admin/dashboard-summary" replace />)}</Route>
      <Route path="/admin/dashboard-summary">{admin(<Page.DashboardSummaryPage />)}</Route>
      <Route path="/admin/create-product">{admin(<Page.CreateProductPage />)}</Route>
      <Route path="/admin/create-category">{admin(<Page.CreateCategoryPage />)}</Route>
      <Route path="/admin/manage-category">{admin(<Page.ManageCategoriesPage />)}</Route>
      <Route path="/admin/get-all-products">{admin(<Page.ManageProductsPage />)}</Route>
      <Route path="/admin/messages">{admin(<Page.MessagesPage />)}</Route>
      <Route path="/admin/newsletter">{admin(<Page.NewsletterPage />)}</Route>
      <Route path="/admin/userlist">{admin(<Page.UserListPage />)}</Route>
      <Route path="/admin/dashboard/orders">{admin(<Page.CustomerOrdersPage />)}</Route>
      <Route path="/admin/dashboard/order/details/:orderId">
        {admin(<Page.AdminOrderDetailsPage />)}
      </Route>
      <Route path="/admin/update-category/:categoryId">{admin(<Page.UpdateCategoryPage />)}</Route>
      <Route path="/admin/update-category-image/:id">
        {admin(<Page.UpdateCategoryImagePage />)}
      </Route>
      <Route path="/admin/update-product/:productId">{admin(<Page.UpdateProductPage />)}</Route>
      <Route path="/admin/update-product-image/:productid">
        {admin(<Page.UpdateProductImagePage />)}
      </Route>

      <Route component={NotFoundPage} />
    </Switch>
  );
}

function customer(page: ReactNode) {
  return <RequireCustomer>{page}</RequireCustomer>;
}

function admin(page: ReactNode) {
  return <RequireAdmin>{page}</RequireAdmin>;
}
