import { expect, test } from './fixtures.ts';
import { latestMailTo } from './helpers/mail.ts';
import { shopUrl } from './helpers/shop.ts';
import { adminState } from './helpers/signed-in.ts';
import { phone } from './helpers/viewports.ts';

test.describe('the shop pages', () => {
  test('Shopper opens each shop page from the footer', async ({ page, errors }) => {
    await page.goto('/');
    for (const [link, title] of [
      ['About Us', 'About Us | Adepa'],
      ['FAQ', 'Frequently Asked Questions | Adepa'],
      ['Terms of Service', 'Terms of Service | Adepa'],
      ['Privacy Policy', 'Privacy Policy | Adepa'],
      ['Contact Us', 'Contact Us | Adepa'],
    ] as const) {
      await page.locator('footer').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveTitle(title);
    }
    expect(errors).toEqual([]);
  });

  test.describe(() => {
    test.use({ viewport: phone });

    test('The FAQ opens one answer at a time, and agrees with the terms on 48-hour returns', async ({
      page,
    }) => {
      await page.goto('/faq');
      const questions = page.locator('main details summary');
      await expect(questions.first()).toBeVisible();
      expect(await questions.count()).toBe(10);
      await questions.nth(0).click();
      await questions.nth(3).click();
      expect(await page.locator('main details[open]').count()).toBe(1);
      expect(await page.locator('main details').nth(3).getAttribute('open')).not.toBeNull();
      const faq = (await page.locator('main').textContent()) ?? '';
      await page.goto('/terms-of-service');
      await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
      const terms = (await page.locator('main').textContent()) ?? '';
      expect(faq).toMatch(/48 hours/);
      expect(terms).toMatch(/48 hours/);
      expect(terms).toMatch(/18/);
    });
  });

  test('Shopper sends a contact message', async ({ page }) => {
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await page.getByLabel('Your name').fill('Kwabena Owusu');
    await page.getByLabel('Email', { exact: true }).fill('kwabena@example.com');
    await page.getByLabel('Phone number').fill('12345');
    await page.getByLabel('Phone number').blur();
    await expect(page.getByText('Incorrect phone number')).toBeVisible();
    await page.getByLabel('Phone number').fill('024 455 0123');
    await page
      .getByLabel('Message', { exact: true })
      .fill('Do you deliver to Obuasi on Saturdays?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Form Submitted Successfully')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    const mail = await latestMailTo('hello@adepa.example', /Message from Kwabena Owusu/);
    expect(mail.text).toContain('Obuasi');
  });

  test('Shopper subscribes from the footer and confirms with the link from the e-mail', async ({
    page,
  }) => {
    const email = `news.${Date.now()}@example.com`;
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please check your email account for verification')).toBeVisible();
    const mail = await latestMailTo(email, /confirm your subscription/);
    const link = /https?:\/\/[^\s"]+\/subscriber\/verify\/[\w-]+\/[\w-]+/.exec(
      mail.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    await page.goto(new URL(link!).pathname);
    await page.waitForURL('**/subscribed');
    await expect(page.getByRole('heading', { name: 'Thank you for subscribing!' })).toBeVisible();
  });
});

test.describe('the shop talking back', () => {
  test.use({ storageState: adminState });

  test('Admin reads contact messages, marks one handled, and sends a newsletter to confirmed subscribers', async ({
    page,
  }) => {
    await fetch(`${shopUrl()}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Abena Mensah',
        email: 'abena@example.com',
        contact: '0501234567',
        message: 'Is the PA system free on Saturday?',
      }),
    });
    await page.goto('/admin/messages');
    const card = page
      .getByRole('listitem')
      .filter({ hasText: 'Is the PA system free on Saturday?' });
    await expect(card.getByText('Waiting for an answer')).toBeVisible();
    await card.getByRole('button', { name: 'Mark as handled: message from Abena Mensah' }).click();
    await expect(card.getByText('Handled', { exact: true })).toBeVisible();

    await page.goto('/admin/newsletter');
    await expect(
      page.getByText(/This newsletter will go to \d+ confirmed subscriber/),
    ).toBeVisible();
    await page.getByLabel('Subject').fill('New kente shirts are in');
    await page
      .getByLabel('Message', { exact: true })
      .fill('Akwaaba!\n\nFresh stock this week, pay on delivery as always.');
    await page.getByRole('button', { name: 'Send Newsletter' }).click();
    await expect(page.getByText(/Your newsletter is on its way to \d+ subscriber/)).toBeVisible();
  });
});
