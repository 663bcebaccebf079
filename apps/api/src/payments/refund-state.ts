// Where a refund stands, and what may move it, with no I/O. Rules:
// - A refund owed (requested), or one the gateway failed, is claimed by one request before the
//   gateway is called: the claim moves it to processing, so a second click finds it taken.
// - While processing, only the gateway's own answer moves it: asked by the shop (Fetch Refund by
//   its id), never a webhook's word. processed is refunded; failed may be tried again;
//   needs-attention waits for the owner on the gateway's dashboard (and is still asked about).
// - The owner may say it was refunded by hand on the gateway's dashboard, from the same states a
//   claim starts from: never while a refund through the gateway may be on its way.
// - Refunded is final.

/**
 * A refund's state as its row keeps it. The owner's reply names `requested` as owed (the
 * contract's RefundState); the rest are the same words.
 */
export const REFUND_ROW_STATES = [
  'requested',
  'processing',
  'refunded',
  'failed',
  'needs_attention',
] as const;
export type RefundRowState = (typeof REFUND_ROW_STATES)[number];

/** The states a claim (or the owner's "I did it on the dashboard") may start from. */
export const CLAIMABLE: readonly RefundRowState[] = ['requested', 'failed'];

/** The states the gateway's answer may move: those a refund at the gateway can be in. */
export const AT_GATEWAY: readonly RefundRowState[] = ['processing', 'needs_attention'];

/** The gateway's words for a refund (Paystack's). */
export const GATEWAY_REFUND_STATUSES = [
  'pending',
  'processing',
  'processed',
  'failed',
  'needs-attention',
] as const;
export type GatewayRefundStatus = (typeof GATEWAY_REFUND_STATUSES)[number];

/** The state a refund at the gateway is in, by the gateway's word. */
export function stateOfGatewayStatus(status: GatewayRefundStatus): RefundRowState {
  switch (status) {
    case 'pending':
    case 'processing':
      return 'processing';
    case 'processed':
      return 'refunded';
    case 'failed':
      return 'failed';
    case 'needs-attention':
      return 'needs_attention';
  }
}

/**
 * Why the owner may not start a refund (through the gateway or by hand) from `state`, as a
 * sentence to act on; undefined when they may.
 */
export function refusalToStart(state: RefundRowState): string | undefined {
  switch (state) {
    case 'requested':
    case 'failed':
      return undefined;
    case 'processing':
      return 'This refund is already on its way through Paystack: wait for Paystack to finish it (this page shows when it does), and do not refund it again on the dashboard.';
    case 'needs_attention':
      return 'Paystack says this refund needs your attention: open it on the Paystack dashboard and do what it asks; this page follows what Paystack then says.';
    case 'refunded':
      return 'This refund is made already.';
  }
}

/**
 * A refund at the gateway found while resolving a claim whose request died: the one to adopt, or
 * undefined when none is under way or made (a failed one moved no money, so a new one may be made).
 */
export function refundToAdopt<T extends { status: GatewayRefundStatus }>(
  found: T[],
): T | undefined {
  const rank = (r: T) =>
    ['processed', 'processing', 'pending', 'needs-attention'].indexOf(r.status);
  return found
    .filter((r) => r.status !== 'failed')
    .sort((a, b) => rank(a) - rank(b))
    .at(0);
}
