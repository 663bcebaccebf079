import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_LIMITS,
  IMAGE_WRONG_TYPE,
  type ImageKind,
  imageTooBig,
  imageTooLarge,
  type UploadedImage,
  uploadUrl,
} from '@adepa/contract/images';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../lib/http-error.ts';

// Rule: an uploaded picture is trusted for nothing. Its type is read from its first bytes (JPEG,
// PNG or WebP; SVG, HTML and the rest are refused whatever their name says), its size and its
// pixel dimensions are checked before anything decodes it (the header alone gives them), and it
// is re-encoded by sharp to WebP, which leaves EXIF and any other metadata behind, under a
// generated name, at the display size and a small size.

const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'jpeg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'png',
    test: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export function detectImageType(bytes: Buffer): string | undefined {
  return SIGNATURES.find((s) => s.test(bytes))?.type;
}

const DISPLAY = 800;
const SMALL = 400;

export function createImageStore(dir: string) {
  const fileOf = (publicId: string, suffix = '') => path.join(dir, `${publicId}${suffix}.webp`);

  return {
    /** Checks and stores one picture; a 400 or 413 HttpError says what is wrong with it. */
    async save(bytes: Buffer, kind: ImageKind): Promise<UploadedImage> {
      const limits = IMAGE_LIMITS[kind];
      if (bytes.length > limits.maxBytes) throw new HttpError(413, imageTooBig(kind));
      const type = detectImageType(bytes);
      if (!type) throw new HttpError(400, IMAGE_WRONG_TYPE);
      // The header gives the dimensions without decoding anything, so any size may be read here;
      // decoding, below, is limited to the allowed number of pixels.
      let meta: Metadata;
      try {
        meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      } catch {
        throw new HttpError(400, 'This picture could not be read. Please try another file.');
      }
      if (meta.format !== type) throw new HttpError(400, IMAGE_WRONG_TYPE);
      if (
        !meta.width ||
        !meta.height ||
        meta.width > limits.maxSide ||
        meta.height > limits.maxSide
      ) {
        throw new HttpError(400, imageTooLarge(kind));
      }
      const image = sharp(bytes, {
        limitInputPixels: limits.maxSide * limits.maxSide,
        failOn: 'error',
      });
      const publicId = `${kind}-${randomBytes(12).toString('hex')}`;
      await mkdir(dir, { recursive: true });
      try {
        const upright = image.rotate();
        await Promise.all([
          upright
            .clone()
            .resize({ width: DISPLAY, height: DISPLAY, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 80 })
            .toFile(fileOf(publicId)),
          upright
            .clone()
            .resize({ width: SMALL, height: SMALL, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 78 })
            .toFile(fileOf(publicId, '-w400')),
        ]);
      } catch {
        await this.remove([publicId]);
        throw new HttpError(400, 'This picture could not be read. Please try another file.');
      }
      return { secure_url: uploadUrl(publicId), public_id: publicId };
    },

    /** Deletes stored pictures (both sizes); names that are not ours are ignored. */
    async remove(publicIds: string[]): Promise<void> {
      const ours = publicIds.filter((id) => /^[\w-]+$/.test(id));
      await Promise.all(
        ours.flatMap((id) => [
          rm(fileOf(id), { force: true }),
          rm(fileOf(id, '-w400'), { force: true }),
        ]),
      );
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;

/** `data:image/png;base64,....` to its bytes (the declared type is ignored; content decides). */
export function bytesOfDataUrl(dataUrl: string): Buffer {
  const match = /^data:[\w/+.-]*(;[\w=-]+)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) throw new HttpError(400, 'Pictures must be sent as base64 data URLs.');
  return Buffer.from(match[2]!, 'base64');
}
