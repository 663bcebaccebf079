import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { replyOf } from '../lib/domain-error-replies.ts';
import { DomainError, StorageUnavailable } from '../lib/domain-errors.ts';
import { HttpError } from '../lib/http-error.ts';

// The one place that turns failures into `{ "error": "..." }`. Validation failures are 400 with
// each field's message; domain failures get the reply of their kind (lib/domain-error-replies.ts);
// a database that does not answer, or cannot write (its disk is full), is 503; anything
// unexpected is a 500 whose details go to the log, never to the caller.

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

/** disk_full and io_error: the write failed and its transaction was rolled back. */
const CANNOT_WRITE_CODES = new Set(['53100', '58030']);

function isDatabaseDown(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: string }).code;
    if (code && (UNAVAILABLE_CODES.has(code) || CANNOT_WRITE_CODES.has(code))) return true;
    if (/Connection terminated|timeout exceeded when trying to connect/i.test(e.message))
      return true;
  }
  return false;
}

/** Postgres refuses NUL bytes and invalid encodings in text: that is the caller's input, not our fault. */
function isUnstorableText(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: string }).code;
    if (
      code === '22021' ||
      code === '22P05' ||
      /invalid byte sequence|\\u0000|null character/i.test(e.message)
    )
      return true;
  }
  return false;
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        fields[field || error.validationContext || 'request'] ??= issue.message ?? 'is not valid';
      }
      return reply.status(400).send({ error: Object.values(fields).join('. '), fields });
    }
    if (error instanceof DomainError) {
      const { status, error: text, headers = {}, fields } = replyOf(error);
      // Our side failed (a full disk): the caller reads what to do, the log why.
      if (error instanceof StorageUnavailable) request.log.error({ err: error.cause }, text);
      return reply
        .status(status)
        .headers(headers)
        .send({ error: text, ...(fields && { fields }) });
    }
    if (error instanceof HttpError) {
      // An expected failure on our side (a full disk): the caller reads what to do, the log why.
      if (error.statusCode >= 500) request.log.error({ err: error.cause }, error.message);
      return reply.status(error.statusCode).headers(error.headers).send({ error: error.message });
    }
    if (isUnstorableText(error)) {
      return reply.status(400).send({
        error: 'The request holds characters that cannot be stored (such as a NUL byte).',
      });
    }
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: 'The shop is briefly unavailable. Please try again in a moment.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ error: error.message });
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
});
