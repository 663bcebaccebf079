import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_STORAGE_UNAVAILABLE } from '@adepa/contract/images';
import { withClient } from '../../tools/database-clients.ts';
import { stockedProduct } from '../database.ts';
import { makeReadOnly, mountFullDisk, unmount } from '../disk.ts';
import { type Scenario, STOCK } from '../scenario.ts';
import { logIn, placeOrder, statusOf, uploadPicture } from '../shop-calls.ts';

export const uploadsDisk: Scenario = {
  name: 'uploadsDisk',
  title: 'DATA_DIR/uploads on a full disk, then on a read-only one, while the shop serves',
  async run(s) {
    const db = await s.database();
    const dataDir = (await s.folder()).path;
    const uploads = path.join(dataDir, 'uploads');
    await mkdir(uploads, { recursive: true });
    const admin = { email: 'faults.admin@example.com', password: 'Akwaaba#2026' };
    const shop = await s.shop({
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    const productId = await withClient(db.url, (c) => stockedProduct(c, STOCK));
    const { token } = await logIn(shop.url, admin.email, admin.password);
    if (!token) throw new Error('the admin could not log in');
    const before = await uploadPicture(shop.url, token);
    s.check(before.status === 201, `before: a picture is stored (${before.status})`);

    // The rest of the shop, while uploads cannot be stored.
    const shopStillWorks = async (when: string) => {
      const listing = await statusOf(`${shop.url}/api/home/query-products?pageNumber=1`);
      const details = await statusOf(`${shop.url}/api/products/get-product-details/${productId}`);
      const login = (await logIn(shop.url, admin.email, admin.password)).status;
      const order = await placeOrder(shop.url, productId);
      console.log(
        `  ${when}: listing ${listing}, product ${details}, log-in ${login}, order ${order}`,
      );
      s.check(
        listing === 200 && details === 200 && login === 200 && order === 201,
        `${when}, browsing, log-in and ordering still work`,
      );
    };
    /** An upload now is refused with 507 and leaves no file but the disk's own `filler`. */
    const uploadIsRefused = async (when: string, filler: string) => {
      const answer = await uploadPicture(shop.url, token);
      const left = readdirSync(uploads).filter((name) => path.join(uploads, name) !== filler);
      console.log(`  ${when}: upload answered ${answer.status} ${JSON.stringify(answer.body)}`);
      s.check(
        answer.status === 507 &&
          (answer.body as { error?: string }).error === IMAGE_STORAGE_UNAVAILABLE,
        `${when}, an upload answers 507 with "The server cannot store pictures right now..."`,
      );
      s.check(
        left.length === 0,
        `${when}, no partial file is left behind ${left.join(' ')}`.trim(),
      );
    };

    const filler = mountFullDisk(uploads);
    s.cleanUp(() => unmount(uploads));
    await uploadIsRefused('disk full', filler);
    await shopStillWorks('disk full');

    makeReadOnly(uploads);
    await uploadIsRefused('read-only', filler);
    await shopStillWorks('read-only');

    unmount(uploads);
    const after = await uploadPicture(shop.url, token);
    const [stored] = (after.body as { public_id: string }[] | undefined) ?? [];
    console.log(`  space back: upload answered ${after.status}`);
    s.check(
      after.status === 201 && existsSync(path.join(uploads, `${stored?.public_id}.webp`)),
      'once the disk takes files again, uploads are stored again without a restart',
    );
  },
};
