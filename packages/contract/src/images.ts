// Upload limits of spec section 5, shared by the upload widget (checks before sending) and the
// api (checks again, by content). No zod here: the widget loads this in the admin chunk only,
// but it stays small anyway.

export type ImageKind = 'product' | 'category';

export const IMAGE_LIMITS: Record<ImageKind, { maxBytes: number; maxSide: number }> = {
  product: { maxBytes: 5_000_000, maxSide: 1200 },
  category: { maxBytes: 2_000_000, maxSide: 300 },
};

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_FILES_PER_UPLOAD = 10;

export const imageTooBig = (kind: ImageKind) =>
  `Each ${kind} image must be ${IMAGE_LIMITS[kind].maxBytes.toLocaleString('en-GH')} bytes or less.`;
export const imageTooLarge = (kind: ImageKind) =>
  `Each ${kind} image must be at most ${IMAGE_LIMITS[kind].maxSide} x ${IMAGE_LIMITS[kind].maxSide} pixels.`;
export const IMAGE_WRONG_TYPE = 'Only JPEG, PNG and WebP pictures can be uploaded.';

/** What the upload answers for each file (the names the old image host used). */
export interface UploadedImage {
  secure_url: string;
  public_id: string;
}

/** `/uploads/<public_id>.webp` */
export const uploadUrl = (publicId: string) => `/uploads/${publicId}.webp`;

/** The answer (507) when the server's disk is full or will not take files: nothing was saved. */
export const IMAGE_STORAGE_UNAVAILABLE =
  'The server cannot store pictures right now: its disk is full or cannot be written to. Nothing was saved. Please try again later, and tell whoever runs the server if it goes on.';
