// Every address of the web app: the builders that links, redirects and navigate() calls use (and
// the api's sitemap and the links in its e-mails and SMS), and the router's patterns
// (apps/web/src/app/routes.tsx) for the pages whose address holds a value. The spellings
// are the shop's public addresses, odd ones included (/whishlist, /successfull-order,
// /users/login next to /login, both reset-password forms): e-mailed links, bookmarks and search
// engines point at them, so they never change. What a builder writes is also the page's one
// address: the server redirects every other spelling of a page to what its builder writes
// (apps/web/src/app/page-address.ts). apps/web/src/lib/paths.test.ts checks each builder against
// its pattern.

const part = encodeURIComponent;
const withParam = (path: string, name: string, value: string | undefined) =>
  value ? `${path}?${name}=${part(value)}` : path;

/** Where links go. A page without a value in its address is routed at what its builder returns. */
export const paths = {
  home: () => '/',
  shop: () => '/shop',
  products: () => '/products',
  search: () => '/products/search',
  product: (id: string) => `/product-details/${part(id)}`,
  /** `redirect`: the page to return to once logged in. */
  login: (redirect?: string) => withParam('/login', 'redirect', redirect),
  usersLogin: (redirect?: string) => withParam('/users/login', 'redirect', redirect),
  signup: () => '/users/signup',
  forgotPassword: () => '/forgot-password',
  cart: () => '/cart',
  wishlist: () => '/whishlist',
  checkout: () => '/checkout',
  /** The thank-you page; the order number in the address survives a reload. */
  orderPlaced: (orderId?: string) => withParam('/successfull-order', 'orderId', orderId),
  /** An order's receipt, by its number; `key` opens it for whoever holds the link. */
  receipt: (orderId: string, key?: string) => withParam(`/receipt/${part(orderId)}`, 'key', key),
  /** `orderId` fills in the form's order number. */
  trackOrder: (orderId?: string) => withParam('/track-order', 'orderId', orderId),
  /** The link a password-reset e-mail carries. */
  resetPassword: (userId: string, token: string) =>
    `/reset-password/${part(userId)}/${part(token)}`,
  /** The links of the newsletter's e-mails: confirming a subscription, and leaving it. */
  verifySubscriber: (id: string, token: string) => `/subscriber/verify/${part(id)}/${part(token)}`,
  unsubscribe: (id: string, token: string) => `/subscriber/unsubscribe/${part(id)}/${part(token)}`,
  subscribed: () => '/subscribed',
  about: () => '/about-us',
  contact: () => '/contact-us',
  /** `question`: the id of one answer on the page. */
  faq: (question?: string) => (question ? `/faq#${question}` : '/faq'),
  terms: () => '/terms-of-service',
  privacy: () => '/privacy-policy',

  profile: () => '/profile',
  changePassword: () => '/change-password',
  myOrders: () => '/customer/dashboard/orders',
  myOrder: (orderId: string) => `/customer/dashboard/order/details/${part(orderId)}`,

  admin: {
    /** Not a page: it redirects to the dashboard. */
    root: () => '/admin',
    dashboard: () => '/admin/dashboard-summary',
    createProduct: () => '/admin/create-product',
    createCategory: () => '/admin/create-category',
    categories: () => '/admin/manage-category',
    products: () => '/admin/get-all-products',
    messages: () => '/admin/messages',
    newsletter: () => '/admin/newsletter',
    users: () => '/admin/userlist',
    /** The owner's activity log: who changed what. */
    activity: () => '/admin/activity',
    /** Each staff member's own second factor. */
    twoStep: () => '/admin/two-step',
    deliveryFees: () => '/admin/delivery-fees',
    /** The VAT registration and the monthly tax total. */
    vat: () => '/admin/vat',
    orders: () => '/admin/dashboard/orders',
    /** The riders' slips: of a day's orders to deliver, or of one order. */
    slips: (of?: { day?: string; order?: string }) =>
      of?.order
        ? withParam('/admin/slips', 'order', of.order)
        : withParam('/admin/slips', 'day', of?.day),
    /** Every refund not yet made. */
    refunds: () => '/admin/dashboard/refunds',
    order: (orderId: string) => `/admin/dashboard/order/details/${part(orderId)}`,
    updateCategory: (categoryId: string) => `/admin/update-category/${part(categoryId)}`,
    updateCategoryImage: (id: string) => `/admin/update-category-image/${part(id)}`,
    updateProduct: (productId: string) => `/admin/update-product/${part(productId)}`,
    updateProductImage: (productId: string) => `/admin/update-product-image/${part(productId)}`,
  },
};

/** The router's patterns for pages whose address holds values (`:name` is one path segment). */
export const patterns = {
  product: '/product-details/:id',
  resetPassword: '/reset-password/:userId/:resetToken',
  resetPasswordUnhyphenated: '/resetpassword/:userId/:resetToken',
  verifySubscriber: '/subscriber/verify/:id/:emailToVerify',
  unsubscribe: '/subscriber/unsubscribe/:id/:token',
  myOrder: '/customer/dashboard/order/details/:orderId',
  receipt: '/receipt/:orderId',
  admin: {
    order: '/admin/dashboard/order/details/:orderId',
    updateCategory: '/admin/update-category/:categoryId',
    updateCategoryImage: '/admin/update-category-image/:id',
    updateProduct: '/admin/update-product/:productId',
    updateProductImage: '/admin/update-product-image/:productid',
  },
};
