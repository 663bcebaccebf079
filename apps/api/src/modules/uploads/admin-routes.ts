import {
  IMAGE_LIMITS,
  type ImageKind,
  MAX_FILES_PER_UPLOAD,
  type UploadedImage,
} from '@adepa/contract/images';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, PictureRefused } from '../../lib/domain-errors.ts';
import { errorReplies } from '../../lib/error-replies.ts';
import { HttpError } from '../../lib/http-error.ts';

// Admins upload product and category pictures here (in place of the old third-party widget):
// multipart, one or more files in fields named `file`, and `kind` (product or category, as a
// field before the files or in the query) choosing the limits. Every file is checked and
// re-encoded by the image store; if one fails, none of the request's files is kept.

const uploadedSchema = z.object({ secure_url: z.string(), public_id: z.string() });

export const adminUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);
  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_LIMITS.product.maxBytes + 1,
      files: MAX_FILES_PER_UPLOAD,
      fields: 5,
      fieldSize: 100,
      parts: MAX_FILES_PER_UPLOAD + 5,
    },
  });

  app.post(
    '/images',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Upload pictures (multipart `file` fields; `kind` product or category)',
        querystring: z.object({ kind: z.enum(['product', 'category']).optional() }),
        consumes: ['multipart/form-data'],
        response: { 201: z.array(uploadedSchema), ...errorReplies(400, 401, 403, 413, 415, 507) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpError(400, 'Send the pictures as multipart/form-data.');
      let kind: ImageKind = request.query.kind ?? 'product';
      const saved: UploadedImage[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (
              part.fieldname === 'kind' &&
              (part.value === 'product' || part.value === 'category')
            )
              kind = part.value;
            continue;
          }
          if (part.fieldname !== 'file')
            throw new HttpError(400, 'Send each picture in a field named "file".');
          const bytes = await part.toBuffer().catch((error) => {
            throw error?.code === 'FST_REQ_FILE_TOO_LARGE'
              ? new PictureRefused('too-big', kind)
              : error;
          });
          saved.push(await app.images.save(bytes, kind));
        }
      } catch (error) {
        await app.images.discard(saved.map((image) => image.public_id));
        if (error instanceof HttpError || error instanceof DomainError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
          throw new HttpError(413, `Upload at most ${MAX_FILES_PER_UPLOAD} pictures at a time.`);
        }
        throw error;
      }
      if (saved.length === 0) throw new HttpError(400, 'Choose at least one picture to upload.');
      return reply.status(201).send(saved);
    },
  );
};
