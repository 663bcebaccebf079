import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** A reply's body as text, decompressed as its content-encoding says. */
export const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
  res.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(res.rawPayload).toString()
    : res.headers['content-encoding'] === 'gzip'
      ? gunzipSync(res.rawPayload).toString()
      : res.rawPayload.toString();
