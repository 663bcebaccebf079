import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COMPRESSIONS } from '../lib/content-encoding.ts';

// Every reply of a compressible type over 1 KiB goes out compressed as the client accepts
// (JSON, CSV, HTML, SVG ...). Replies that already carry a Content-Encoding (rendered pages, the
// build's precompressed assets) pass as they are. Request bodies are never inflated: the api
// takes them as sent, within its body limit.

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    encodings: [...COMPRESSIONS],
    globalDecompression: false,
  });
});
