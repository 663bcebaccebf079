import { expect, type Locator, type Page } from '@playwright/test';

// Moving through the shop with the keyboard alone, as someone who cannot use a pointer does. At
// every stop the focus must be seen (WCAG 2.4.7: an outline or a ring on the control, or on the
// label that draws a visually hidden one) and not entirely hidden under anything else on screen
// (2.4.11: a sticky bar, a toast): its middle or one of its corners shows.

/** What keeps the focused element from being seen: nothing when all is well. */
export function focusProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return ['nothing has focus'];
    const text = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim();
    const name = `<${focused.tagName.toLowerCase()}> "${text.slice(0, 40)}"`;
    // A control drawn by its label (a radio or checkbox made a card) shows focus there.
    const own = focused.getBoundingClientRect();
    const shown =
      own.width <= 2 || own.height <= 2 ? (focused.closest('label') ?? focused) : focused;
    const ring = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none'
      );
    };
    const problems: string[] = [];
    if (!ring(focused) && !ring(shown)) problems.push(`${name} shows no focus ring`);
    const box = shown.getBoundingClientRect();
    const inset = 2;
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight);
    if (points.length === 0) problems.push(`${name} is off screen`);
    else {
      const seen = points.some(([x, y]) => {
        const top = document.elementFromPoint(x!, y!);
        return top !== null && (shown.contains(top) || top.contains(shown));
      });
      if (!seen) {
        const [x, y] = points[0]!;
        const cover = document.elementFromPoint(x!, y!);
        problems.push(
          `${name} is hidden under <${cover?.tagName.toLowerCase()}> ${cover?.className}`,
        );
      }
    }
    return problems;
  });
}

/**
 * Presses Tab (Shift+Tab `backwards`) until `target` has focus, once it is on screen, checking at
 * each stop that the focus can be seen; fails when it is not reached in `most` presses.
 */
export async function tabTo(
  target: Locator,
  { backwards = false, most = 80 }: { backwards?: boolean; most?: number } = {},
) {
  const page = target.page();
  // As a person does, once the page shows it (a page's code may still be on its way).
  await expect(target).toBeVisible();
  for (let press = 0; press < most; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    expect(await focusProblems(page)).toEqual([]);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
  }
  throw new Error(`${target} was not reached in ${most} presses of Tab`);
}

/** Types `text` into the focused field and checks it went there. */
export async function typeHere(field: Locator, text: string) {
  await expect(field).toBeFocused();
  await field.page().keyboard.type(text);
}
