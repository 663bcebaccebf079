import { z } from 'zod';

/** Every failed API call answers with this body. */
export const errorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof errorSchema>;

/**
 * A request that fails its schema also names each wrong field (`"products.0.qty"`, or `body`,
 * `querystring`, `params` for the whole part) with its message; `error` joins the messages.
 * Other 400s (a bad link, a wrong old password) send `error` alone.
 */
export const validationErrorSchema = errorSchema.extend({
  fields: z.record(z.string(), z.string()).optional(),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;
