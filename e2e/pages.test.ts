import { describe, expect, inject, it } from 'vitest';
import { e2eAdmin, logInThroughForm } from './helpers/accounts.ts';
import { phone, useBrowser } from './helpers/browser.ts';
import { latestMailTo } from './helpers/mail.ts';

const browser = useBrowser();

describe('the shop pages', () => {
  it('Shopper opens each shop page from the footer', async () => {
    const { page, errors } = await browser.openPage('/');
    for (const [link, title] of [
      ['About Us', 'About Us | Adepa'],
      ['FAQ', 'Frequently Asked Questions | Adepa'],
      ['Terms of Service', 'Terms of Service | Adepa'],
      ['Privacy Policy', 'Privacy Policy | Adepa'],
      ['Contact Us', 'Contact Us | Adepa'],
    ]) {
      await page.locator('footer').getByRole('link', { name: link, exact: true }).click();
      await expect.poll(() => page.title()).toBe(title);
    }
    expect(errors).toEqual([]);
  });

  it('The FAQ opens one answer at a time, and agrees with the terms on 48-hour returns', async () => {
    const { page } = await browser.openPage('/faq', phone);
    const questions = page.locator('main details summary');
    await questions.first().waitFor();
    expect(await questions.count()).toBe(10);
    await questions.nth(0).click();
    await questions.nth(3).click();
    expect(await page.locator('main details[open]').count()).toBe(1);
    expect(await page.locator('main details').nth(3).getAttribute('open')).not.toBeNull();
    const faq = (await page.locator('main').textContent()) ?? '';
    await page.goto('/terms-of-service');
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    const terms = (await page.locator('main').textContent()) ?? '';
    expect(faq).toMatch(/48 hours/);
    expect(terms).toMatch(/48 hours/);
    expect(terms).toMatch(/18/);
  });

  it('Shopper sends a contact message', async () => {
    const { page } = await browser.openPage('/contact-us');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('This field is required').first().waitFor();
    await page.getByLabel('Your name').fill('Kwabena Owusu');
    await page.getByLabel('Email', { exact: true }).fill('kwabena@example.com');
    await page.getByLabel('Phone number').fill('12345');
    await page.getByLabel('Phone number').blur();
    await page.getByText('Incorrect phone number').waitFor();
    await page.getByLabel('Phone number').fill('024 455 0123');
    await page
      .getByLabel('Message', { exact: true })
      .fill('Do you deliver to Obuasi on Saturdays?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Form Submitted Successfully').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const mail = await latestMailTo('hello@adepa.example', /Message from Kwabena Owusu/);
    expect(mail.text).toContain('Obuasi');
  });

  it('Shopper subscribes from the footer and confirms with the link from the e-mail', async () => {
    const email = `news.${Date.now()}@example.com`;
    const { page } = await browser.openPage('/');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Please check your email account for verification').waitFor();
    const mail = await latestMailTo(email, /confirm your subscription/);
    const link = /https?:\/\/[^\s"]+\/subscriber\/verify\/[\w-]+\/[\w-]+/.exec(
      mail.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    await page.goto(new URL(link!).pathname);
    await page.waitForURL('**/subscribed');
    await page.getByRole('heading', { name: 'Thank you for subscribing!' }).waitFor();
  });
});

describe('the shop talking back', () => {
  it('Admin reads contact messages, marks one handled, and sends a newsletter to confirmed subscribers', async () => {
    const { page } = await browser.openPage('/');
    await fetch(`${inject('baseUrl')}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Abena Mensah',
        email: 'abena@example.com',
        contact: '0501234567',
        message: 'Is the PA system free on Saturday?',
      }),
    });
    await logInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
    await page.goto('/admin/messages');
    const card = page
      .getByRole('listitem')
      .filter({ hasText: 'Is the PA system free on Saturday?' });
    await card.getByText('Waiting for an answer').waitFor();
    await card.getByRole('button', { name: 'Mark as handled: message from Abena Mensah' }).click();
    await card.getByText('Handled', { exact: true }).waitFor();

    await page.goto('/admin/newsletter');
    await page.getByText(/This newsletter will go to \d+ confirmed subscriber/).waitFor();
    await page.getByLabel('Subject').fill('New kente shirts are in');
    await page
      .getByLabel('Message', { exact: true })
      .fill('Akwaaba!\n\nFresh stock this week, pay on delivery as always.');
    await page.getByRole('button', { name: 'Send Newsletter' }).click();
    await page.getByText(/Your newsletter is on its way to \d+ subscriber/).waitFor();
  });
});
