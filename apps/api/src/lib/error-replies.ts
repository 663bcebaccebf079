import { errorSchema, validationErrorSchema } from '@adepa/contract/errors';

// Each route declares the failures it can answer, `response: { 200: x, ...errorReplies(401) }`,
// so that the API docs list them. Replies are serialized through these schemas, so each one keeps
// every field plugins/errors.ts sends (a 409 with data declares its own schema). Routes that read
// a body also answer 400 (not JSON), 413 (too big) and 415 (not a type they read).
// 500 and 503 are declared for every route: anything can fail unexpectedly, and every route of
// the API reads the database (itself, or through the sign-in check), which may briefly not answer.

const REPLIES = {
  400: validationErrorSchema.describe(
    'The request is not valid (`fields` names each field the schema refused)',
  ),
  401: errorSchema.describe('Not signed in'),
  403: errorSchema.describe('Not an admin'),
  404: errorSchema.describe('Not found'),
  409: errorSchema.describe('Conflicts with what the shop holds'),
  413: errorSchema.describe('The body or a picture is too big'),
  415: errorSchema.describe('The body is not of a type this route reads'),
  422: errorSchema.describe('The Idempotency-Key was used before for a different request'),
  429: errorSchema.describe('Too many requests: try again after `retry-after` seconds'),
  500: errorSchema.describe('Something went wrong on our side'),
  502: errorSchema.describe('A gateway the shop depends on failed to do what was asked'),
  503: errorSchema.describe(
    'The shop is briefly unavailable: try again after `retry-after` seconds',
  ),
  507: errorSchema.describe('The picture storage is full'),
} as const;

type Replies = typeof REPLIES;
export type ErrorStatus = keyof Replies;

/** A status with its usual meaning, or statuses with what they mean on this route. */
type Declared = ErrorStatus | Partial<Record<ErrorStatus, string>>;
type StatusOf<D> = D extends ErrorStatus ? D : Extract<keyof D, ErrorStatus>;

/**
 * The error replies of `declared` and of 500 and 503: `errorReplies(400, 404)`, or with what a
 * status means on this route, `errorReplies(400, { 409: 'The e-mail address is taken' })`.
 */
export function errorReplies<const D extends Declared[]>(
  ...declared: D
): { [S in StatusOf<D[number]> | 500 | 503]: Replies[S] } {
  const replies: Partial<Record<ErrorStatus, Replies[ErrorStatus]>> = {};
  for (const item of [...declared, 500, 503] as Declared[]) {
    if (typeof item === 'number') replies[item] ??= REPLIES[item];
    else
      for (const [status, meaning] of Object.entries(item))
        replies[Number(status) as ErrorStatus] =
          REPLIES[Number(status) as ErrorStatus].describe(meaning);
  }
  return replies as { [S in StatusOf<D[number]> | 500 | 503]: Replies[S] };
}
