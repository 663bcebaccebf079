import { ApiError, getAccessToken, NETWORK_ERROR, retryAfterUnauthorized } from './api-client';

// Admin exports (CSV) need the Bearer token, so a plain link cannot fetch them: the file is
// fetched here, then handed to the browser as a download under the server's file name.

async function send(path: string, token: string | null): Promise<Response> {
  try {
    return await fetch(path, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0);
  }
}

export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const tokenUsed = getAccessToken();
  let response = await send(path, tokenUsed);
  if (response.status === 401 && (await retryAfterUnauthorized(tokenUsed))) {
    response = await send(path, getAccessToken());
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    const message = typeof body?.error === 'string' ? body.error : 'The download failed.';
    throw new ApiError(message, response.status);
  }
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; give them a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
