import type { Locator } from '@playwright/test';

/** Pastes `text` into `field` as a person does: copied, then Ctrl+V (Cmd+V on a Mac). */
export async function paste(field: Locator, text: string) {
  const page = field.page();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((copied) => navigator.clipboard.writeText(copied), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}
