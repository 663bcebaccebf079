import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { shopDataDir } from './shop.ts';

/** The newest mail the shop wrote (DATA_DIR/mail/*.eml) to `to`, waiting up to 10 s for it. */
export async function latestMailTo(to: string, subject: RegExp) {
  const dir = path.join(shopDataDir(), 'mail');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      if (mail.subject && subject.test(mail.subject) && JSON.stringify(mail.to).includes(to))
        return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}
