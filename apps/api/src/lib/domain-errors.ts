import type { ImageKind } from '@adepa/contract/images';

// Failures the shop expects, thrown by domain code (stock and order changes, pictures, log-ins) with
// the facts of what went wrong. They say nothing of HTTP: plugins/errors.ts is the one place that
// turns each kind into a status and the `{ error }` a person reads.

export abstract class DomainError extends Error {}

/** The thing asked for does not exist (or is not the caller's to see). */
export class NotFound extends DomainError {
  constructor(readonly what: string) {
    super(`${what} not found`);
  }
}

/** Too few of a product (or of one size and colour of it) for an order: how many are left. */
export type Shortage = {
  productId: string;
  name?: string | null;
  available: number;
  variantId?: string | null;
};

/** A cancelled order cannot be reopened: a product it needs has run short since. */
export class ReopenShortage extends DomainError {
  constructor(readonly shortage: Shortage) {
    super('order cannot be reopened');
  }
}

/** A change to an order's payment that its state does not allow; the reason is for the shopper. */
export class PaymentRefused extends DomainError {
  constructor(readonly reason: string) {
    super(`payment refused: ${reason}`);
  }
}

/** A change to an order that where it stands does not allow (its money, its parcel); the reason says what to do. */
export class OrderChangeRefused extends DomainError {
  constructor(readonly reason: string) {
    super(`order change refused: ${reason}`);
  }
}

/**
 * A wallet code (payments/wallet-codes.ts) missing, wrong, expired or used up; the reason is for
 * the shopper, and `field` names the request's field it is about, when there is one.
 */
export class WalletCodeRefused extends DomainError {
  constructor(
    readonly reason: string,
    readonly field?: string,
  ) {
    super(`wallet code refused: ${reason}`);
  }
}

/** A second-factor code or set-up that is wrong, missing or expired; the reason says what to do. */
export class SecondFactorRefused extends DomainError {
  constructor(readonly reason: string) {
    super(`second factor refused: ${reason}`);
  }
}

/** What the caller's role may not do, though it may call the route; the reason says why. */
export class RoleRefused extends DomainError {
  constructor(readonly reason: string) {
    super(`role refused: ${reason}`);
  }
}

/** An order line's size or colour that the product is not sold in, or that it lacks; `field` names it. */
export class VariantRefused extends DomainError {
  constructor(
    readonly reason: string,
    readonly field: string,
  ) {
    super(`variant refused: ${reason}`);
  }
}

/** The gateway could not do what the owner asked (a refund); the reason names what it said. */
export class GatewayFailed extends DomainError {
  constructor(readonly reason: string) {
    super(`gateway failed: ${reason}`);
  }
}

/**
 * The gateway could not be reached, or failed, on a shopper's request: nothing was decided and
 * they may try again. The reason (the gateway's words) is for the log, never the shopper.
 */
export class GatewayUnavailable extends DomainError {
  constructor(readonly reason: string) {
    super(`gateway unavailable: ${reason}`);
  }
}

export type PictureProblem =
  | 'too-big'
  | 'too-large'
  | 'wrong-type'
  | 'unreadable'
  | 'not-a-data-url'
  | 'not-uploaded-here';

/** A picture refused for what it is (its bytes, its size, where it comes from). */
export class PictureRefused extends DomainError {
  constructor(
    readonly problem: PictureProblem,
    readonly kind: ImageKind = 'product',
  ) {
    super(`picture refused: ${problem}`);
  }
}

/** The disk refused to store a picture (full, read-only...); `cause` says which error. */
export class StorageUnavailable extends DomainError {
  constructor(cause: unknown) {
    super('storage unavailable', { cause });
  }
}

/** Too many tries of something limited (log-ins); when the caller may try again. */
export class TooManyAttempts extends DomainError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

/** A guest's phone number already holds as many undelivered orders as one may (`limit`). */
export class GuestOrderLimit extends DomainError {
  constructor(
    readonly limit: number,
    readonly shopPhone: string,
  ) {
    super('too many open guest orders for one phone number');
  }
}
