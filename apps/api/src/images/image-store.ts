import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_LIMITS,
  type ImageKind,
  type UploadedImage,
  uploadUrl,
} from '@adepa/contract/images';
import type { Metadata, Sharp } from 'sharp';
import { PictureRefused, StorageUnavailable } from '../lib/domain-errors.ts';

// Rule: an uploaded picture is trusted for nothing. Its type is read from its first bytes (JPEG,
// PNG or WebP; SVG, HTML and the rest are refused whatever their name says), its size and its
// pixel dimensions are checked before anything decodes it (the header alone gives them), and it
// is re-encoded by sharp to WebP, which leaves EXIF and any other metadata behind, under a
// generated name, at the display size, a small size and a thumbnail size. Encoding happens in
// memory and only then are the files written, so that a picture that cannot be read (400) and a
// disk that cannot take it (507, see `storageError`) are told apart, and a half-written file is
// never left behind.

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

/**
 * The sizes every picture is stored at, each fitted inside a square of its width: the display
 * size (the product page on wide and dense screens), the product page on a phone (a 388 px
 * picture at 1.75 device pixels each needs 679), a small one (cards, and thumbnails on dense
 * screens) and a thumbnail (lines, lists and the gallery's strip, shown at 100 CSS px or less).
 * Their file names are the contract's `imageVariant`.
 */
export const PICTURE_SIZES = [
  { suffix: '', width: 800, quality: 80 },
  { suffix: '-w720', width: 720, quality: 80 },
  { suffix: '-w400', width: 400, quality: 78 },
  { suffix: '-w160', width: 160, quality: 75 },
] as const;
type Size = (typeof PICTURE_SIZES)[number];

/** The sizes added after pictures were first stored, made from the display file when asked for. */
export const LATER_SIZES = ['-w720', '-w160'] as const;
export type LaterSize = (typeof LATER_SIZES)[number];

/**
 * The names the shop stores pictures under, `<kind>-<name>.webp` and `<kind>-<name>-w720.webp`
 * (and so on for each size): the name is random hex for an upload (`save`), the product's slug for
 * the demo catalogue. A restore puts no other file in the uploads folder.
 */
export const PICTURE_FILE_NAME = new RegExp(
  `^(?:${Object.keys(IMAGE_LIMITS).join('|')})-[a-z0-9][a-z0-9-]*\\.webp$`,
);

// A full disk, a read-only or unwritable one, or an uploads path that is not a directory.
const STORAGE_CODES = new Set([
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EACCES',
  'EPERM',
  'ENOTDIR',
  'EEXIST',
]);

/** A file-system failure to store, as the failure a person can act on; undefined for others. */
export function storageError(error: unknown): StorageUnavailable | undefined {
  const code = (error as { code?: string } | undefined)?.code;
  if (!code || !STORAGE_CODES.has(code)) return undefined;
  // The file-system error goes with it, for the log: whoever runs the server needs the path.
  return new StorageUnavailable(error);
}

// The image library (and libvips under it) is loaded with the first upload, not at start: most
// api processes serve many more pages than they take pictures, and it holds memory once loaded.
const loadSharp = async () => (await import('sharp')).default;

export interface MadeSize {
  bytes: Buffer;
  stored: boolean;
}

function encode(image: Sharp, size: Size): Promise<Buffer> {
  return image
    .resize({ width: size.width, height: size.width, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: size.quality })
    .toBuffer();
}

export function createImageStore(dir: string) {
  const fileOf = (publicId: string, suffix = '') => path.join(dir, `${publicId}${suffix}.webp`);
  const makingSizes = new Map<string, Promise<MadeSize | undefined>>();

  async function makeSizeOnce(publicId: string, size: Size): Promise<MadeSize | undefined> {
    const sharp = await loadSharp();
    let bytes: Buffer;
    try {
      bytes = await encode(sharp(fileOf(publicId), { failOn: 'error' }), size);
    } catch {
      return undefined;
    }
    const target = fileOf(publicId, size.suffix);
    const temporary = path.join(
      dir,
      `.${publicId}${size.suffix}-${randomBytes(6).toString('hex')}`,
    );
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, target);
      // A picture deleted while this size was being made must not leave the file behind.
      if (!existsSync(fileOf(publicId))) await rm(target, { force: true });
      return { bytes, stored: true };
    } catch {
      await rm(temporary, { force: true }).catch(() => {});
      return { bytes, stored: false };
    }
  }

  return {
    /**
     * Checks and stores one picture; a PictureRefused says what is wrong with it, StorageUnavailable
     * that the disk would not take it.
     */
    async save(bytes: Buffer, kind: ImageKind): Promise<UploadedImage> {
      const limits = IMAGE_LIMITS[kind];
      if (bytes.length > limits.maxBytes) throw new PictureRefused('too-big', kind);
      const type = detectImageType(bytes);
      if (!type) throw new PictureRefused('wrong-type', kind);
      // The header gives the dimensions without decoding anything, so any size may be read here;
      // decoding, below, is limited to the allowed number of pixels.
      const sharp = await loadSharp();
      let meta: Metadata;
      try {
        meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      } catch {
        throw new PictureRefused('unreadable', kind);
      }
      if (meta.format !== type) throw new PictureRefused('wrong-type', kind);
      if (
        !meta.width ||
        !meta.height ||
        meta.width > limits.maxSide ||
        meta.height > limits.maxSide
      ) {
        throw new PictureRefused('too-large', kind);
      }
      const image = sharp(bytes, {
        limitInputPixels: limits.maxSide * limits.maxSide,
        failOn: 'error',
      });
      let encoded: Buffer[];
      try {
        const upright = image.rotate();
        encoded = await Promise.all(PICTURE_SIZES.map((size) => encode(upright.clone(), size)));
      } catch {
        throw new PictureRefused('unreadable', kind);
      }
      const publicId = `${kind}-${randomBytes(12).toString('hex')}`;
      try {
        await mkdir(dir, { recursive: true });
        for (const [i, size] of PICTURE_SIZES.entries()) {
          await writeFile(fileOf(publicId, size.suffix), encoded[i]!);
        }
      } catch (error) {
        // A full disk may have taken part of a file: nothing of this picture is kept.
        await this.discard([publicId]);
        throw storageError(error) ?? error;
      }
      return { secure_url: uploadUrl(publicId), public_id: publicId };
    },

    /** Deletes stored pictures (every size); names that are not ours are ignored. */
    async remove(publicIds: string[]): Promise<void> {
      const ours = publicIds.filter((id) => /^[\w-]+$/.test(id));
      await Promise.all(
        ours.flatMap((id) =>
          PICTURE_SIZES.map((size) => rm(fileOf(id, size.suffix), { force: true })),
        ),
      );
    },

    /**
     * A size of a picture stored before that size existed (or restored from a backup made then),
     * made from its display file when first asked for. It is written under a dot-name that
     * nothing serves, backs up or sweeps, then renamed into place, so a reader sees the whole file
     * or none; requests that ask at once share one making. Undefined when there is no such picture
     * or it cannot be read; `stored` is false when the disk would not take the file (the bytes can
     * still be sent).
     */
    makeSize(publicId: string, suffix: LaterSize): Promise<MadeSize | undefined> {
      // Only a picture's own name: a size of a size (`-w400-w160`) would let anyone make file
      // after file (`-w160-w160-w160` ...).
      const size = PICTURE_SIZES.find((each) => each.suffix === suffix);
      if (!size || !PICTURE_FILE_NAME.test(`${publicId}.webp`) || /-w\d+$/.test(publicId))
        return Promise.resolve(undefined);
      const key = publicId + suffix;
      let making = makingSizes.get(key);
      if (!making) {
        making = makeSizeOnce(publicId, size).finally(() => makingSizes.delete(key));
        makingSizes.set(key, making);
      }
      return making;
    },

    /** `remove` after a failed request: a disk that will not even delete must not hide why. */
    async discard(publicIds: string[]): Promise<void> {
      await this.remove(publicIds).catch(() => {});
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;

/** `data:image/png;base64,....` to its bytes (the declared type is ignored; content decides). */
export function bytesOfDataUrl(dataUrl: string): Buffer {
  const match = /^data:[\w/+.-]*(;[\w=-]+)*;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) throw new PictureRefused('not-a-data-url');
  return Buffer.from(match[2]!, 'base64');
}
