import {
  IMAGE_LIMITS,
  IMAGE_TYPES,
  IMAGE_WRONG_TYPE,
  type ImageKind,
  imageTooBig,
  imageTooLarge,
} from '@adepa/contract/images';

// The upload limits (JPEG, PNG or WebP; a product picture at most 5 MB and 1200 px a side, a
// category picture 2 MB and 300 px: IMAGE_LIMITS), checked in the browser before a byte is sent
// (the api checks again by content). A picture straight from a phone camera is far over 1200 px, so
// a picture the browser can decode can also be shrunk to fit: scaled down and re-encoded here.

export type ImageCheck = {
  /** Why the picture cannot go as it is (a limit's message), if it cannot. */
  problem?: string;
  /** The browser can decode it, so `fitImage` can make it fit. */
  fixable: boolean;
};

const UNREADABLE = 'This picture could not be read. Please choose another file.';

export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  return `${Number((bytes / 1_000_000).toFixed(1))} MB`;
}

async function decode(file: Blob): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file);
  } catch {
    return null;
  }
}

export async function checkImage(file: File, kind: ImageKind): Promise<ImageCheck> {
  const { maxBytes, maxSide } = IMAGE_LIMITS[kind];
  const bitmap = await decode(file);
  const size = bitmap && { width: bitmap.width, height: bitmap.height };
  bitmap?.close();
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { problem: IMAGE_WRONG_TYPE, fixable: Boolean(size) };
  }
  if (!size) return { problem: UNREADABLE, fixable: false };
  if (size.width > maxSide || size.height > maxSide) {
    return {
      problem: `${imageTooLarge(kind)} This one is ${size.width} x ${size.height}.`,
      fixable: true,
    };
  }
  if (file.size > maxBytes) {
    return {
      problem: `${imageTooBig(kind)} This one is ${formatBytes(file.size)}.`,
      fixable: true,
    };
  }
  return { fixable: true };
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** Scales the picture into the kind's square and re-encodes it (WebP, else JPEG) under its bytes. */
export async function fitImage(file: File, kind: ImageKind): Promise<File> {
  const { maxBytes, maxSide } = IMAGE_LIMITS[kind];
  const bitmap = await decode(file);
  if (!bitmap) throw new Error(UNREADABLE);
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error(UNREADABLE);
  // Transparent parts become white, as on the shop's cards, rather than JPEG's black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.9, 0.8, 0.7, 0.55]) {
    let blob = await toBlob(canvas, 'image/webp', quality);
    // Browsers that cannot write WebP hand back a PNG instead.
    if (blob?.type !== 'image/webp') blob = await toBlob(canvas, 'image/jpeg', quality);
    if (blob && blob.size <= maxBytes) {
      const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
      const name = `${file.name.replace(/\.[^.]*$/, '') || 'picture'}.${extension}`;
      return new File([blob], name, { type: blob.type });
    }
  }
  throw new Error(imageTooBig(kind));
}

/** A file as a base64 data URL, for the calls that take pictures inline. */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(UNREADABLE));
    reader.readAsDataURL(file);
  });
}
