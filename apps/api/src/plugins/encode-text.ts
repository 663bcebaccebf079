import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The page HTML is rendered per request, so it cannot be compressed ahead like the scripts. It is
// a few kilobytes: a fast brotli level costs well under a millisecond and saves a round trip's
// worth of bytes on a slow mobile link.

export function sendEncoded(request: FastifyRequest, reply: FastifyReply, text: string) {
  reply.header('vary', 'accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(gzipSync(text, { level: 6 }));
  }
  return reply.send(text);
}
