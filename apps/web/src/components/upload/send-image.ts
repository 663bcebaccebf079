import type { ImageKind, UploadedImage } from '@adepa/contract/images';
import {
  ApiError,
  getAccessToken,
  NETWORK_ERROR,
  retryAfterUnauthorized,
} from '../../lib/api-client';

// One picture to POST /api/uploads/images. XMLHttpRequest rather than fetch, because only it
// reports upload progress; `kind` goes before the file, as the api reads the parts in order.

function sendOnce(
  file: File,
  kind: ImageKind,
  token: string | null,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads/images');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR, 0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export async function sendImage(
  file: File,
  kind: ImageKind,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<UploadedImage> {
  const tokenUsed = getAccessToken();
  let reply = await sendOnce(file, kind, tokenUsed, onProgress, signal);
  if (reply.status === 401 && (await retryAfterUnauthorized(tokenUsed))) {
    onProgress(0);
    reply = await sendOnce(file, kind, getAccessToken(), onProgress, signal);
  }
  const { status, body } = reply;
  if (status === 201 && Array.isArray(body) && body[0]) return body[0] as UploadedImage;
  const error =
    typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
      ? body.error
      : status === 413
        ? 'This picture is too large to upload.'
        : status >= 500
          ? 'Something went wrong on our side. Please try again.'
          : `The upload failed (${status}).`;
  throw new ApiError(error, status);
}
