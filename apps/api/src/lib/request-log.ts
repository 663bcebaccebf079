import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

// One line per request, when it has been answered, with the url redacted (redact.ts). Reads that
// went well (GET or HEAD, answered below 400 within a second) are logged at `debug`: they are most
// of a busy day's traffic, and writing each one cost a cached listing about a tenth of its time.
// Everything else is logged at `info`: writes (an order, a log-in, an edit), refusals, failures
// and slow answers. Fastify's own "incoming request" line is not written.

const SLOW_MS = 1000;

export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
      return;
    }
    const read = request.method === 'GET' || request.method === 'HEAD';
    const quiet = read && reply.statusCode < 400 && reply.elapsedTime < SLOW_MS;
    // A level that is off is a no-op in the logger: nothing is serialised or written.
    reply.log[quiet ? 'debug' : 'info'](line, 'request completed');
  }
}
