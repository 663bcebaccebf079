import { z } from 'zod';

/** Every failed API call answers with this body. */
export const errorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof errorSchema>;
