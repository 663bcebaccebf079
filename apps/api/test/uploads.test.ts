import { existsSync, readdirSync } from 'node:fs';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_STORAGE_UNAVAILABLE } from '@adepa/contract/images';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { removeAbandonedUploads } from '../src/modules/uploads/abandoned-uploads.ts';
import { serviceDeps } from '../src/plugins/service-deps.ts';
import { type Account, bearer, shopWithAccountsForFile } from './helpers/accounts.ts';
import { multipart, type Part } from './helpers/multipart.ts';
import { jpegWithExif, png, pngClaiming } from './helpers/pictures.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Account;
let customer: Account;
shopWithAccountsForFile((shop) => ({ t, admin, customer } = shop));

const uploads = () => path.join(t.config.dataDir, 'uploads');
const upload = (parts: Part[], who: Account | null = admin, query = '') => {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/uploads/images${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...(who ? bearer(who) : {}) },
  });
};
const file = (value: Buffer | string, filename = 'picture.png', type = 'image/png'): Part => ({
  name: 'file',
  value,
  filename,
  type,
});

describe('abandoned uploads', () => {
  it('deletes pictures nothing uses once they are a day old, and keeps the rest', async () => {
    const [kept] = (await upload([file(await png(40, 40))])).json();
    const [abandoned] = (await upload([file(await png(40, 40))])).json();
    const [fresh] = (await upload([file(await png(40, 40))])).json();
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: bearer(admin),
      payload: { name: 'Kept Shelf', image: kept.secure_url },
    });
    expect(category.statusCode).toBe(201);
    const dayAndMore = Date.now() + 25 * 60 * 60 * 1000;
    // The fresh one is young at "now"; the other two are old at the later clock.
    await removeAbandonedUploads(serviceDeps(t.app), Date.now());
    expect(existsSync(path.join(uploads(), `${fresh.public_id}.webp`))).toBe(true);
    await removeAbandonedUploads(serviceDeps(t.app), dayAndMore);
    expect(existsSync(path.join(uploads(), `${kept.public_id}.webp`))).toBe(true);
    expect(existsSync(path.join(uploads(), `${abandoned.public_id}.webp`))).toBe(false);
    expect(existsSync(path.join(uploads(), `${abandoned.public_id}-w400.webp`))).toBe(false);
    expect(existsSync(path.join(uploads(), `${abandoned.public_id}-w160.webp`))).toBe(false);
    expect(existsSync(path.join(uploads(), `${kept.public_id}-w160.webp`))).toBe(true);
  });
});

describe('POST /api/uploads/images', () => {
  it('refuses visitors and customers', async () => {
    expect((await upload([file(await png(10, 10))], null)).statusCode).toBe(401);
    expect((await upload([file(await png(10, 10))], customer)).statusCode).toBe(403);
  });

  it('stores pictures as WebP at display, small and thumbnail size under generated names', async () => {
    const res = await upload([
      { name: 'kind', value: 'product' },
      file(await png(1200, 900)),
      file(await png(300, 300), 'b.png'),
    ]);
    expect(res.statusCode).toBe(201);
    const images = res.json();
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.secure_url).toBe(`/uploads/${image.public_id}.webp`);
      expect(image.public_id).toMatch(/^product-[0-9a-f]{24}$/);
    }
    const stored = await sharp(path.join(uploads(), `${images[0].public_id}.webp`)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(
      (await sharp(path.join(uploads(), `${images[0].public_id}-w400.webp`)).metadata()).width,
    ).toBe(400);
    expect(
      await sharp(path.join(uploads(), `${images[0].public_id}-w160.webp`)).metadata(),
    ).toMatchObject({ format: 'webp', width: 160, height: 120 });
    // A picture smaller than a size is kept at its own size, never enlarged.
    expect(
      await sharp(path.join(uploads(), `${images[1].public_id}-w160.webp`)).metadata(),
    ).toMatchObject({ width: 160, height: 160 });
    expect(
      (await sharp(path.join(uploads(), `${images[1].public_id}-w400.webp`)).metadata()).width,
    ).toBe(300);
    const served = await t.app.inject(images[1].secure_url);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  it('drops EXIF and other metadata', async () => {
    const source = await jpegWithExif(200, 200);
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const res = await upload([file(source, 'camera.jpg', 'image/jpeg')]);
    const [image] = res.json();
    const stored = await sharp(path.join(uploads(), `${image.public_id}.webp`)).metadata();
    expect(stored.exif).toBeUndefined();
  });

  it.each([
    [
      'an SVG with a script',
      () =>
        file(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          'logo.svg',
          'image/svg+xml',
        ),
      400,
      'Only JPEG, PNG and WebP pictures can be uploaded.',
    ],
    [
      'HTML named .png',
      () => file('<html><script>alert(1)</script></html>', 'innocent.png', 'image/png'),
      400,
      'Only JPEG, PNG and WebP pictures can be uploaded.',
    ],
    [
      'a 5,000,001-byte file',
      () => file(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(4_999_997)])),
      413,
      'Each product image must be 5,000,000 bytes or less.',
    ],
    [
      'a small file claiming 50000 x 50000 pixels',
      () => file(pngClaiming(50_000, 50_000)),
      400,
      'Each product image must be at most 1200 x 1200 pixels.',
    ],
    [
      'a broken PNG',
      () =>
        file(
          Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.from('garbage'),
          ]),
        ),
      400,
      'This picture could not be read. Please try another file.',
    ],
  ])('refuses %s', async (_label, make, status, message) => {
    const before = readdirSync(uploads()).length;
    const res = await upload([file(await png(50, 50), 'good.png'), make()]);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(message);
    expect(readdirSync(uploads()).length).toBe(before);
  });

  it('refuses a picture 1201 px wide, and category pictures over 300 px', async () => {
    const wide = await upload([file(await png(1201, 10))]);
    expect(wide.statusCode).toBe(400);
    expect(wide.json().error).toBe('Each product image must be at most 1200 x 1200 pixels.');
    const category = await upload([{ name: 'kind', value: 'category' }, file(await png(301, 200))]);
    expect(category.json().error).toBe('Each category image must be at most 300 x 300 pixels.');
    expect((await upload([file(await png(300, 300))], admin, '?kind=category')).statusCode).toBe(
      201,
    );
  });

  it('never lets a file name choose where the file goes', async () => {
    const res = await upload([file(await png(20, 20), '../../escape.png')]);
    expect(res.statusCode).toBe(201);
    expect(existsSync(path.join(t.config.dataDir, 'escape.png'))).toBe(false);
    expect(existsSync(path.join(uploads(), '..', '..', 'escape.png'))).toBe(false);
    expect(readdirSync(uploads()).some((name) => name.includes('escape'))).toBe(false);
  });

  it('wants pictures in fields named file, and at least one', async () => {
    expect((await upload([{ name: 'kind', value: 'product' }])).json().error).toBe(
      'Choose at least one picture to upload.',
    );
    expect(
      (await upload([{ name: 'photo', value: await png(10, 10), filename: 'a.png' }])).statusCode,
    ).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/images',
      headers: bearer(admin),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });
});

describe('an uploads folder that cannot be written', () => {
  // The disk-full and read-only cases need root (npm run faults mounts a full tmpfs); a file where
  // the folder should be fails the same way for anyone, and goes through the same mapping.
  it('answers 507 with what to do, keeps nothing, and uploads work again once it is back', async () => {
    const aside = `${uploads()}-aside`;
    await rename(uploads(), aside);
    await writeFile(uploads(), 'not a folder');
    try {
      const res = await upload([file(await png(60, 60)), file(await png(50, 50), 'b.png')]);
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({ error: IMAGE_STORAGE_UNAVAILABLE });
    } finally {
      await rm(uploads());
      await rename(aside, uploads());
    }
    const before = readdirSync(uploads()).length;
    expect((await upload([file(await png(60, 60))])).statusCode).toBe(201);
    expect(readdirSync(uploads()).length).toBe(before + 4);
  });
});

describe('a size of a picture stored before that size was', () => {
  const fileOf = (publicId: string, size: string) =>
    path.join(uploads(), `${publicId}${size}.webp`);

  for (const [size, width] of [
    ['-w160', 160],
    ['-w720', 720],
  ] as const) {
    it(`${size} is made from the display file on first request, once, then served as a stored file`, async () => {
      const [image] = (await upload([file(await png(1000, 500))])).json();
      await rm(fileOf(image.public_id, size));
      const url = `/uploads/${image.public_id}${size}.webp`;

      // Shoppers opening the same page at once all get the same whole picture.
      const first = await Promise.all(Array.from({ length: 6 }, () => t.app.inject(url)));
      for (const res of first) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.rawPayload.equals(first[0]!.rawPayload)).toBe(true);
      }
      const stored = await readFile(fileOf(image.public_id, size));
      expect(stored.equals(first[0]!.rawPayload)).toBe(true);
      expect(await sharp(stored).metadata()).toMatchObject({
        format: 'webp',
        width,
        height: width / 2,
      });
      // Nothing half-written is left beside it.
      expect(readdirSync(uploads()).filter((name) => name.startsWith('.'))).toEqual([]);

      const { mtimeMs } = await stat(fileOf(image.public_id, size));
      const again = await t.app.inject(url);
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(stored)).toBe(true);
      expect((await stat(fileOf(image.public_id, size))).mtimeMs).toBe(mtimeMs);

      // It goes with its picture when that is deleted.
      await t.app.images.remove([image.public_id]);
      expect(existsSync(fileOf(image.public_id, size))).toBe(false);
      expect((await t.app.inject(url)).statusCode).toBe(404);
      expect(existsSync(fileOf(image.public_id, size))).toBe(false);
    });
  }

  it('stays 404 for a picture that does not exist, and writes nothing', async () => {
    const before = readdirSync(uploads()).sort();
    for (const url of [
      '/uploads/product-0123456789abcdef01234567-w160.webp',
      '/uploads/product-0123456789abcdef01234567-w720.webp',
      '/uploads/category-nothing-here-w160.webp',
      '/uploads/..%2Fproduct-0123456789abcdef01234567-w160.webp',
    ]) {
      expect((await t.app.inject(url)).statusCode).toBe(404);
    }
    expect(readdirSync(uploads()).sort()).toEqual(before);
  });

  it('is made of a picture only, never of one of its sizes, so no request makes file after file', async () => {
    const [image] = (await upload([file(await png(600, 600))])).json();
    const before = readdirSync(uploads()).sort();
    for (const size of ['-w400', '-w160', '-w720', '-w160-w160']) {
      for (const later of ['-w160', '-w720']) {
        const url = `/uploads/${image.public_id}${size}${later}.webp`;
        expect((await t.app.inject(url)).statusCode, url).toBe(404);
      }
    }
    expect(readdirSync(uploads()).sort()).toEqual(before);
  });
});
