import { CART_ITEM_ADDED } from '@adepa/contract/messages';
import type { Locator, Page } from 'playwright-core';
import type { StorefrontRoutes } from '../e2e/helpers/storefront-routes.ts';

// What a shopper on the phone does the moment a page lets them, and the sign that it was done.
// Each step waits as a person would: for the control to be on the screen and usable, no longer.
// Before the app has hydrated, the filter and the search work as plain links and forms (a new
// page from the server); after, in the page. Either way the clock stops at the answer.

export interface TapScenario {
  name: string;
  /** The page it starts on, as the Lighthouse runs name it (`product`, `shop`, `home`). */
  page: string;
  /** Where the visit starts. */
  path: string;
  /** The shopper's taps and typing, from the moment the page starts to arrive. */
  act: (page: Page) => Promise<void>;
  /** A script body that returns true once the page shows the answer (run on every change). */
  answered: string;
}

const listingShown = (title: string) => `
  const titled = [...document.querySelectorAll('h1')].some((h) => h.textContent === ${JSON.stringify(title)});
  const counted = [...document.querySelectorAll('h2[aria-live]')].some((h) => /^\\d+ Products$/.test(h.textContent));
  return titled && counted && document.querySelector('ul[aria-busy="false"] > li') !== null;`;

const cartItemAdded = `return [...document.querySelectorAll('[role=status]')].some((s) => s.textContent.includes(${JSON.stringify(CART_ITEM_ADDED)}));`;

const addToCart = (page: Page) => page.getByRole('button', { name: 'Add to cart', exact: true });

export function tapScenarios(routes: StorefrontRoutes): TapScenario[] {
  return [
    {
      name: 'add to cart',
      page: 'product',
      path: routes.plainProduct,
      async act(page) {
        // Shown disabled until the app has hydrated: a tap before then would be lost.
        await thumbTap(page, addToCart(page));
      },
      answered: cartItemAdded,
    },
    {
      name: 'colour, size, add to cart',
      page: 'product',
      path: routes.product,
      async act(page) {
        const add = addToCart(page);
        await untilUsable(add);
        // Clothes and shoes need a colour and a size before they go in the cart: a tap on the
        // first of each that is not sold out.
        for (const label of ['Colour', 'Size']) {
          const group = page.getByRole('radiogroup', { name: label, exact: true });
          if (await group.count())
            await thumbTap(page, group.getByRole('radio', { disabled: false }).first());
        }
        await thumbTap(page, add);
      },
      answered: cartItemAdded,
    },
    {
      name: 'shop filter',
      page: 'shop',
      path: '/shop',
      async act(page) {
        // On a phone the filters sit behind one button; the category is a checkbox among them.
        await thumbTap(page, page.getByRole('button', { name: 'Filters', exact: true }));
        await thumbTap(
          page,
          page
            .getByRole('checkbox', { name: routes.category, exact: true })
            .filter({ visible: true }),
        );
      },
      answered: listingShown(routes.category),
    },
    {
      name: 'header search',
      page: 'home',
      path: '/',
      async act(page) {
        const box = page.getByRole('searchbox', { name: 'Search products', exact: true });
        await box.fill(routes.searchWord);
        await box.press('Enter');
      },
      answered: listingShown(`Results for “${routes.searchWord}”`),
    },
  ];
}

/**
 * Waits, inside the page, until the control is on the screen and not disabled: watching the
 * page's changes there, rather than asking over the protocol every few milliseconds, so the
 * wait ends when the page lets the shopper tap, not when this process next asks.
 */
async function untilUsable(control: Locator): Promise<void> {
  for (;;) {
    await control.waitFor({ state: 'visible' });
    const usable = await control
      .evaluate(
        (el) =>
          new Promise<boolean>((resolve) => {
            // No named functions in here: the runner's TypeScript loader would wrap them in a
            // helper the page does not have.
            const watch = new MutationObserver(() => {
              if (el.isConnected && (el as HTMLButtonElement).disabled) return;
              watch.disconnect();
              resolve(el.isConnected);
            });
            watch.observe(document, { subtree: true, childList: true, attributes: true });
            if (el.isConnected && (el as HTMLButtonElement).disabled) return;
            watch.disconnect();
            resolve(el.isConnected);
          }),
      )
      // A new page came meanwhile (before hydration the filter is a link): look again there.
      .catch(() => false);
    // Replaced by a new element meanwhile (a new page, a re-render): wait for that one.
    if (usable) return;
  }
}

/**
 * A thumb's tap: once the control can take it and a frame has shown it, brought into view and
 * touched at its centre, without the test runner's own checks (stable over several frames, hit
 * target), which on a slowed CPU add a few hundred milliseconds a person would not spend.
 */
async function thumbTap(page: Page, control: Locator): Promise<void> {
  await untilUsable(control);
  // Once a frame has shown the page (until its stylesheet is in, nothing is painted and the
  // control is not where it will be), brought into view and touched at its centre.
  const centre = await control.evaluate(
    (el) =>
      new Promise<{ x: number; y: number }>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            el.scrollIntoView({ block: 'center' });
            const box = el.getBoundingClientRect();
            resolve({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
          }),
        );
      }),
  );
  await page.touchscreen.tap(centre.x, centre.y);
}
