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

export function tapScenarios(routes: StorefrontRoutes): TapScenario[] {
  return [
    {
      name: 'add to cart',
      page: 'product',
      path: routes.product,
      async act(page) {
        const add = page.getByRole('button', { name: 'Add to cart', exact: true });
        // Shown disabled until the app has hydrated: a tap before then would be lost.
        await untilEnabled(add);
        // Clothes and shoes need a colour and a size before they go in the cart.
        for (const label of ['Colour', 'Size']) {
          const select = page.getByLabel(label, { exact: true });
          if (await select.count()) await select.selectOption({ index: 1 });
        }
        await add.tap();
      },
      answered: `return [...document.querySelectorAll('[role=status]')].some((s) => s.textContent.includes(${JSON.stringify(CART_ITEM_ADDED)}));`,
    },
    {
      name: 'shop filter',
      page: 'shop',
      path: '/shop',
      async act(page) {
        // On a phone the filters sit behind one button; the category is a checkbox among them.
        await page.getByRole('button', { name: 'Filters', exact: true }).tap();
        await page
          .getByRole('checkbox', { name: routes.category, exact: true })
          .filter({ visible: true })
          .tap();
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

async function untilEnabled(control: Locator, everyMs = 50) {
  while (!(await control.isEnabled())) await new Promise((wait) => setTimeout(wait, everyMs));
}
