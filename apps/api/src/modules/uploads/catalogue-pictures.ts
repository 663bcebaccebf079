import { access } from 'node:fs/promises';
import path from 'node:path';
import type { ImageKind } from '@adepa/contract/images';
import { uploadUrl } from '@adepa/contract/images';
import { bytesOfDataUrl } from '../../images/image-store.ts';
import { PictureRefused } from '../../lib/domain-errors.ts';
import type { ServiceDeps } from '../../plugins/service-deps.ts';
import { picturesInUse } from './repository.ts';

// Pictures on products and categories are always our own uploads: a url given by a form must name
// a stored upload, base64 pictures go through the same checks as uploads, and pictures that no
// product or category uses any more are deleted.

const UPLOAD_PATH = /^\/uploads\/([\w-]+)\.webp$/;

export type PictureDeps = Pick<ServiceDeps, 'db' | 'images' | 'uploadsDir' | 'publicUrl'>;

export function createCatalogueImages({ db, images, uploadsDir: dir, publicUrl }: PictureDeps) {
  return {
    /** The public ids of uploaded pictures named by url (relative, or absolute on this shop). */
    async idsOf(urls: string[]): Promise<string[]> {
      return Promise.all(
        urls.map(async (url) => {
          const local = url.startsWith(publicUrl) ? url.slice(publicUrl.length) : url;
          const publicId = UPLOAD_PATH.exec(local)?.[1];
          const stored =
            publicId &&
            (await access(path.join(dir, `${publicId}.webp`)).then(
              () => true,
              () => false,
            ));
          if (!stored) throw new PictureRefused('not-uploaded-here');
          return publicId;
        }),
      );
    },

    /** Stores base64 pictures; on any failure none of them is kept. */
    async saveDataUrls(dataUrls: string[], kind: ImageKind) {
      const saved: { url: string; publicId: string }[] = [];
      try {
        for (const dataUrl of dataUrls) {
          const image = await images.save(bytesOfDataUrl(dataUrl), kind);
          saved.push({ url: image.secure_url, publicId: image.public_id });
        }
        return saved;
      } catch (error) {
        await images.discard(saved.map((image) => image.publicId));
        throw error;
      }
    },

    /** Deletes those of `publicIds` that no product, category or past order line shows. */
    async removeUnused(publicIds: string[]): Promise<void> {
      if (publicIds.length === 0) return;
      const used = await picturesInUse(db, publicIds, publicIds.map(uploadUrl));
      await images.remove(
        publicIds.filter((id) => !used.ids.has(id) && !used.urls.has(uploadUrl(id))),
      );
    },

    urlOf: uploadUrl,
  };
}
