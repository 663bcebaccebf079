import { negotiate } from '@fastify/accept-negotiator';

// The compressions replies use, best first. @fastify/compress picks one for each dynamic reply;
// replies kept already compressed (rendered pages) pick theirs with `preferredCompression`, by
// the same rules: the client's q-values decide (q=0 refuses a coding), brotli wins a tie, and `*`
// stands for gzip.

export const COMPRESSIONS = ['br', 'gzip'] as const;

export type Compression = (typeof COMPRESSIONS)[number];

const ACCEPTABLE = [...COMPRESSIONS, 'identity'];

/** The compression for a request's Accept-Encoding; undefined when the reply goes as it is. */
export function preferredCompression(acceptEncoding: string | undefined): Compression | undefined {
  if (!acceptEncoding) return undefined;
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ACCEPTABLE);
  return COMPRESSIONS.find((coding) => coding === chosen);
}
