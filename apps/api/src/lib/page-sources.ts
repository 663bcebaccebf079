import { AsyncLocalStorage } from 'node:async_hooks';
import type { StockChecked, StockShown } from './stock-shown.ts';

// A page is rendered from the catalogue answers its renderer asks for (in process). What each of
// them showed is gathered while the page is made: the catalogue version it was read at, and the
// stock of its products. A page is kept only if all were read at the version the page is kept
// under (an edit committed halfway through a render would otherwise leave a page of two
// versions), and its stock is as old as the oldest answer that shows any.

/** What one catalogue answer showed. */
export interface AnswerShown {
  catalogueVersion: string;
  stock: StockShown;
  checked: StockChecked;
}

export class PageSources {
  readonly stock = new Map<string, number>();
  readonly catalogueVersions = new Set<string>();
  checked: StockChecked;

  /** `checked`: when the page began, with the stock version read then. */
  constructor(checked: StockChecked) {
    this.checked = checked;
  }

  add(answer: AnswerShown): void {
    this.catalogueVersions.add(answer.catalogueVersion);
    // An answer that shows no stock (categories, reviews) says nothing of the page's age.
    if (answer.stock.size === 0) return;
    for (const [id, value] of answer.stock) this.stock.set(id, value);
    this.checked = {
      version: Math.min(this.checked.version, answer.checked.version),
      at: Math.min(this.checked.at, answer.checked.at),
    };
  }

  /** Whether every answer the page was made from was read at `catalogueVersion`. */
  allAt(catalogueVersion: string): boolean {
    for (const version of this.catalogueVersions) if (version !== catalogueVersion) return false;
    return true;
  }
}

const gathering = new AsyncLocalStorage<PageSources>();

/** Runs `make` with what every catalogue answer it asks for showed gathered into `into`. */
export const gatherSources = <T>(into: PageSources, make: () => T): T => gathering.run(into, make);

/** Tells the page being made, if any, what one of its answers showed. */
export function noteAnswerShown(answer: AnswerShown): void {
  gathering.getStore()?.add(answer);
}
