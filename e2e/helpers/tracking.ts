import { expect, type Page } from '@playwright/test';

/** Finds an order on the tracking page by its id and the phone it was placed with. */
export async function trackOrder(page: Page, orderId: string, phoneNumber: string) {
  await page.goto('/track-order');
  await page.getByLabel('Order Id').fill(orderId);
  await page.getByLabel('Phone Number').fill(phoneNumber);
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
}
