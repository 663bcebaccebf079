import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema.ts';
import { type Account, bearer, shopWithAccountsForFile } from './helpers/accounts.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Account;
let customer: Account;
shopWithAccountsForFile((shop) => ({ t, admin, customer } = shop), {
  env: { ANONYMOUS_WRITES_PER_MINUTE: '20' },
});

const valid = {
  name: 'Yaa Asantewaa',
  email: 'yaa@example.com',
  contact: '024 455 0123',
  message: 'Do you deliver to Ejisu?',
};
const contact = (payload: object) => t.app.inject({ method: 'POST', url: '/api/contact', payload });

describe('contact form', () => {
  it('stores the message and mails it to the shop', async () => {
    const res = await contact(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ isSuccess: true, message: 'Form Submitted Successfully' });
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'hello@adepa.example'));
    expect(mail?.subject).toBe('Message from Yaa Asantewaa through the shop');
    expect(mail?.text).toContain('Do you deliver to Ejisu?');
    const list = await t.app.inject({
      url: '/api/contact/messages?page=1',
      headers: bearer(admin),
    });
    expect(list.json().messages[0]).toMatchObject({ ...valid, handled: false });
  });

  it('gives each field its message', async () => {
    expect((await contact({})).json().fields).toEqual({
      name: 'This field is required',
      email: 'This field is required',
      contact: 'This field is required',
      message: 'This field is required',
    });
    const bad = await contact({ ...valid, email: 'nope', contact: '12345' });
    expect(bad.json().fields).toEqual({
      email: 'Invalid email address',
      contact: 'Incorrect phone number',
    });
    expect((await contact({ ...valid, contact: '+233 24 455 0123' })).statusCode).toBe(201);
  });

  it('lists messages newest first for admins, who mark them handled', async () => {
    await contact({ ...valid, message: 'Second question' });
    const list = (
      await t.app.inject({ url: '/api/contact/messages', headers: bearer(admin) })
    ).json();
    expect(list.messages[0].message).toBe('Second question');
    const id = list.messages[0]._id;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/contact/messages/${id}`,
      headers: bearer(admin),
      payload: { handled: true },
    });
    expect(res.json().handled).toBe(true);
    for (const who of [null, customer]) {
      const headers = who ? bearer(who) : {};
      expect((await t.app.inject({ url: '/api/contact/messages', headers })).statusCode).toBe(
        who ? 403 : 401,
      );
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: `/api/contact/messages/${id}`,
            headers,
            payload: { handled: false },
          })
        ).statusCode,
      ).toBe(who ? 403 : 401);
    }
  });

  it('refuses text the database cannot store with a 400, not a 500', async () => {
    const res = await contact({ ...valid, message: 'Hello\u0000there' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/cannot be stored/);
  });

  it('is rate limited per address', async () => {
    let last = 0;
    for (let i = 0; i < 25; i++) last = (await contact(valid)).statusCode;
    expect(last).toBe(429);
  });
});
