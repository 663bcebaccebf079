import { ACTIVITY_FILTERS } from '@adepa/contract/activity';
import { orderSearchString, parseOrderSearch } from '@adepa/contract/order-search';
import { paths, patterns } from '@adepa/contract/paths';
import { parseProductSearch, productSearchString } from '@adepa/contract/product-search';
import { isPublicId } from '@adepa/contract/public-id';
import { parseShopFilters, shopFiltersSearch } from '@adepa/contract/shop-filters';
import { listAddress, listPage } from '../lib/use-page-param';
import { matchPage, type PageRoute, readableAddress } from './routes';

// Every page has one address: the server redirects any other spelling of it there (a query it
// does not read, its parameters in another order, a default spelled out, a value it cannot read)
// before reading or rendering anything, and keeps the page under it. So a made-up query costs a
// redirect, never a render or a kept page, and a page is only ever rendered at its one address,
// which its head names. The address is what the page reads of a request, written back with the
// code its links are written with (`@adepa/contract/paths`, the listing's filters, a list's page). Only the
// server reads this: a browser is only ever at a page's one address, where the server or the
// app's own links put it.

type Rule = {
  /**
   * The address for what a request asks for; undefined when it names nothing the page can show
   * (404). Without it, a page takes no query, and its address is its route's path (the path as
   * asked for, when it holds values).
   */
  address?: (request: {
    params: Record<string, string>;
    search: URLSearchParams;
  }) => string | undefined;
  /**
   * The page shows one visitor's values, from its address (a token, an order number, the page to
   * return to, which anyone can make up) or their cookies: rendered for each visit, never kept.
   */
  personal?: true;
};

/** A listing: the filters it reads, in their order, without those that filter nothing. */
const listing = (path: string): Rule => ({
  address: ({ search }) => {
    const query = shopFiltersSearch(parseShopFilters(search));
    return query ? `${path}?${query}` : path;
  },
});
/** A list of the signed-in or admin pages: its page number. */
const list = (path: string): Rule => ({
  address: ({ search }) => listAddress(path, listPage(search)),
});
/** The admin's orders or products list: its search, filters and page, in the list's one order. */
const searchedList = (path: string, write: (search: URLSearchParams) => string): Rule => ({
  address: ({ search }) => `${path}${write(search)}`,
});

/** A page that reads one value of its query, which is its visitor's own. */
const personalValue = (build: (value?: string) => string, name: string): Rule => ({
  address: ({ search }) => build(search.get(name) || undefined),
  personal: true,
});

/** The owner's activity log: its filters in their order, then its page number. */
const activityLog: Rule = {
  address: ({ search }) => {
    const query = new URLSearchParams();
    for (const name of ACTIVITY_FILTERS) {
      const value = search.get(name);
      if (value) query.set(name, value);
    }
    const page = listPage(search);
    if (page > 1) query.set('page', String(page));
    const text = query.toString();
    return text ? `${paths.admin.activity()}?${text}` : paths.admin.activity();
  },
};

/** By route path (routes.tsx); a page not named here reads no query. */
const rules: Record<string, Rule> = {
  [paths.shop()]: listing(paths.shop()),
  [paths.products()]: listing(paths.products()),
  [paths.search()]: listing(paths.search()),
  // An id that cannot be one names no product.
  [patterns.product]: {
    address: ({ params }) => {
      const id = params.id ?? '';
      return isPublicId(id) ? paths.product(id.toLowerCase()) : undefined;
    },
  },
  [paths.login()]: personalValue(paths.login, 'redirect'),
  [paths.usersLogin()]: personalValue(paths.usersLogin, 'redirect'),
  [paths.orderPlaced()]: personalValue(paths.orderPlaced, 'orderId'),
  [paths.trackOrder()]: personalValue(paths.trackOrder, 'orderId'),
  // The key is the visitor's own: the receipt is rendered in the browser, never kept.
  [patterns.receipt]: {
    address: ({ params, search }) =>
      paths.receipt(params.orderId ?? '', search.get('key') || undefined),
    personal: true,
  },
  // Drawn from the shopper's cart and region cookies (lib/shopper-cookies.ts).
  [paths.cart()]: { personal: true },
  [paths.checkout()]: { personal: true },
  [patterns.resetPassword]: { personal: true },
  [patterns.resetPasswordUnhyphenated]: { personal: true },
  [patterns.verifySubscriber]: { personal: true },
  [patterns.unsubscribe]: { personal: true },
  [paths.myOrders()]: list(paths.myOrders()),
  [paths.admin.products()]: searchedList(paths.admin.products(), (search) =>
    productSearchString(parseProductSearch(search), listPage(search)),
  ),
  [paths.admin.messages()]: list(paths.admin.messages()),
  [paths.admin.newsletter()]: list(paths.admin.newsletter()),
  [paths.admin.users()]: list(paths.admin.users()),
  [paths.admin.orders()]: searchedList(paths.admin.orders(), (search) =>
    orderSearchString(parseOrderSearch(search), listPage(search)),
  ),
  [paths.admin.activity()]: activityLog,
  [paths.admin.slips()]: {
    address: ({ search }) =>
      paths.admin.slips({
        order: search.get('order') || undefined,
        day: search.get('day') || undefined,
      }),
  },
};

export type RequestedPage = {
  route: PageRoute;
  params: Record<string, string>;
  /** The query as the page reads it. */
  search: URLSearchParams;
  /**
   * The page's one address (path and query), as a request must spell it; undefined when the
   * values in it name nothing (a product id that cannot be one): the page says "not found".
   */
  address: string | undefined;
  /**
   * The page looks the same to everyone who asks for that address, so it may be kept: not a
   * personal page, nor a signed-in or admin page (a shell whose address holds ids and numbers).
   */
  shared: boolean;
};

/** The page a request asks for (`url`: path and query as sent), read as the router reads them. */
export function requestedPage(url: string): RequestedPage | undefined {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const match = matchPage(readableAddress(path) || '/');
  if (!match) return undefined;
  const { route, params } = match;
  const search = new URLSearchParams(at === -1 ? '' : readableAddress(url.slice(at + 1)));
  const rule = rules[route.path] ?? {};
  const address = rule.address
    ? rule.address({ params, search })
    : route.path.includes(':')
      ? path
      : route.path;
  return { route, params, search, address, shared: !route.access && !rule.personal };
}
