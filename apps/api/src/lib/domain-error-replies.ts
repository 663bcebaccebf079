import {
  IMAGE_STORAGE_UNAVAILABLE,
  IMAGE_WRONG_TYPE,
  imageTooBig,
  imageTooLarge,
} from '@adepa/contract/images';
import { guestOrderLimitMessage, reopenShortageMessage } from '@adepa/contract/order-messages';
import { PAYMENT_NETWORK_PROBLEM } from '@adepa/contract/payments';
import {
  type DomainError,
  GatewayFailed,
  GatewayUnavailable,
  GuestOrderLimit,
  NotFound,
  OrderChangeRefused,
  PaymentRefused,
  type PictureProblem,
  PictureRefused,
  ReopenShortage,
  RoleRefused,
  SecondFactorRefused,
  StorageUnavailable,
  TooManyAttempts,
  VariantRefused,
  WalletCodeRefused,
} from './domain-errors.ts';

// Each kind of domain failure as the caller gets it: a status, the text a person reads, and the
// headers that help (when to try again). plugins/errors.ts sends it.

export type ErrorReply = {
  status: number;
  error: string;
  headers?: Record<string, string>;
  /** The fields at fault, as a schema's refusal names them, for the form to show by each. */
  fields?: Record<string, string>;
};

const PICTURE_PROBLEMS: Record<PictureProblem, (p: PictureRefused) => ErrorReply> = {
  'too-big': (p) => ({ status: 413, error: imageTooBig(p.kind) }),
  'too-large': (p) => ({ status: 400, error: imageTooLarge(p.kind) }),
  'wrong-type': () => ({ status: 400, error: IMAGE_WRONG_TYPE }),
  unreadable: () => ({
    status: 400,
    error: 'This picture could not be read. Please try another file.',
  }),
  'not-a-data-url': () => ({ status: 400, error: 'Pictures must be sent as base64 data URLs.' }),
  'not-uploaded-here': () => ({
    status: 400,
    error: 'Pictures must be uploaded to the shop first.',
  }),
};

export function replyOf(failure: DomainError): ErrorReply {
  if (failure instanceof NotFound) return { status: 404, error: `${failure.what} not found` };
  if (failure instanceof ReopenShortage)
    return { status: 409, error: reopenShortageMessage(failure.shortage) };
  if (failure instanceof PaymentRefused) return { status: 409, error: failure.reason };
  if (failure instanceof OrderChangeRefused) return { status: 409, error: failure.reason };
  if (failure instanceof WalletCodeRefused || failure instanceof VariantRefused)
    return {
      status: 400,
      error: failure.reason,
      ...(failure.field && { fields: { [failure.field]: failure.reason } }),
    };
  if (failure instanceof SecondFactorRefused)
    return { status: 400, error: failure.reason, fields: { code: failure.reason } };
  if (failure instanceof RoleRefused) return { status: 403, error: failure.reason };
  if (failure instanceof GatewayFailed)
    return { status: 502, error: `The payment gateway did not do it: ${failure.reason}` };
  if (failure instanceof GatewayUnavailable) return { status: 502, error: PAYMENT_NETWORK_PROBLEM };
  if (failure instanceof PictureRefused) return PICTURE_PROBLEMS[failure.problem](failure);
  if (failure instanceof StorageUnavailable)
    return { status: 507, error: IMAGE_STORAGE_UNAVAILABLE };
  if (failure instanceof GuestOrderLimit)
    return { status: 429, error: guestOrderLimitMessage(failure) };
  if (failure instanceof TooManyAttempts) {
    const seconds = Math.max(1, Math.ceil(failure.retryAfterMs / 1000));
    return { status: 429, error: failure.message, headers: { 'retry-after': String(seconds) } };
  }
  // A kind added without its reply: a bug to see in the log, not a text to show.
  throw new Error(`no reply for ${failure.constructor.name}`, { cause: failure });
}
