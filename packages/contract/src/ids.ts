import { z } from 'zod';

/** Ids are uuids (36 characters); anything much longer cannot be one and is refused unread. */
export const ID_MAX = 100;

export const idString = z.string().max(ID_MAX, 'That id is too long');
