// Rule: what Hubtel's answer to a send means for the SMS. Only a fault of the message itself (its
// number or its content) ends it: HTTP 400, or a 2xx, with status 1, 3, 4 or 6. Every other refusal
// is about the shop's account, settings or software, or Hubtel's own trouble, and is the same for
// every SMS: those SMS are held and retried, and the dashboard shows the cause, so that none is lost
// while the owner tops up or fixes a setting. Each cause is recorded as a sentence saying what to do.

/** Hubtel's answer, read in either documented shape (flat, or under `data`), with either key case. */
export interface HubtelReply {
  /** Hubtel's status subcode: 0 is success. */
  status: number | undefined;
  /** Hubtel's id for the message. */
  messageId: string | null;
  /** What Hubtel charged for it, in cedi. */
  price: number | null;
  /** Hubtel's words for the answer (statusDescription or message), or the start of the body. */
  words: string;
  /** Everything else the message's fields hold, for answers that carry more (a status check's). */
  field(name: string): unknown;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** `messageId` or, from older accounts, `MessageId`. */
const get = (json: Json, name: string): unknown =>
  json[name] ?? json[`${name[0]!.toUpperCase()}${name.slice(1)}`];

export function readReply(body: string): HubtelReply {
  let json: Json = {};
  try {
    const parsed: unknown = JSON.parse(body);
    if (isObject(parsed)) json = parsed;
  } catch {
    // not JSON: only the words are read, from the body itself
  }
  const data = get(json, 'data');
  const fields = isObject(data) ? data : json;
  const field = (name: string) => get(fields, name) ?? get(json, name);
  const status = field('status');
  const id = field('messageId');
  const rate = field('rate');
  const price = typeof rate === 'string' && rate.trim() !== '' ? Number(rate) : rate;
  const words = [field('statusDescription'), get(json, 'message'), get(json, 'error')].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return {
    status: isWholeNumber(status) ? Number(status) : undefined,
    messageId: typeof id === 'string' || typeof id === 'number' ? String(id) || null : null,
    price: typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : null,
    words: (words ?? body).replace(/\s+/g, ' ').trim().slice(0, 120),
    field,
  };
}

const isWholeNumber = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value)) ||
  (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value));

/** What a refused send means: `final` ends the SMS; otherwise it is held and retried. */
export interface Judgement {
  final: boolean;
  cause: string;
}

export interface SendContext {
  /** The address the send went to, named when it answers 404. */
  endpoint: string;
  /** The sender id, named when Hubtel has not approved it. */
  sender: string;
}

const WAIT = 'waiting SMS are sent';

/** Hubtel's refusal subcodes that are faults of the message: it can never be sent as it is. */
const MESSAGE_FAULTS: Record<number, string> = {
  1: 'the number is not valid',
  3: 'the message is too long',
  4: "the number cannot be reached through Hubtel's network",
  6: 'the message content was rejected',
};

/** Judges an answer that is not a success: HTTP 4xx or 5xx, or a 2xx whose status is not 0. */
export function judgeRefusal(httpStatus: number, reply: HubtelReply, at: SendContext): Judgement {
  const { status } = reply;
  const code = status === undefined ? `HTTP ${httpStatus}` : `HTTP ${httpStatus}, status ${status}`;
  const refused = httpStatus === 400 || (httpStatus >= 200 && httpStatus < 300);
  if (refused && status !== undefined && MESSAGE_FAULTS[status]) {
    return {
      final: true,
      cause: `Hubtel: ${MESSAGE_FAULTS[status]} (${code}). Not sent; this SMS is not tried again.`,
    };
  }
  return { final: false, cause: heldCause(httpStatus, refused ? status : undefined, reply, at) };
}

function heldCause(
  httpStatus: number,
  status: number | undefined,
  reply: HubtelReply,
  { endpoint, sender }: SendContext,
): string {
  const code = status === undefined ? `HTTP ${httpStatus}` : `HTTP ${httpStatus}, status ${status}`;
  if (status === 12 || httpStatus === 402)
    return `Hubtel: the account is out of credit (${code}). Top up the SMS account; ${WAIT} when it has credit.`;
  if (status === 2)
    return `Hubtel: the sender id ${sender} is not approved (${code}). Have it approved in the Hubtel account, or set SMS_SENDER to an approved one; ${WAIT} once it is.`;
  switch (httpStatus) {
    case 401:
      return `Hubtel: the client id and secret were refused (${code}). Check SMS_CLIENT_ID and SMS_CLIENT_SECRET against the Hubtel account; ${WAIT} once they match.`;
    case 403:
      return `Hubtel: the account may not send through the SMS API (${code}). Ask Hubtel to allow it, and this server's address if the account lists allowed ones; ${WAIT} once it does.`;
    case 404:
      return `Hubtel: nothing answers at ${endpoint} (${code}). Check SMS_URL (Hubtel's is https://smsc.hubtel.com); ${WAIT} once it is right.`;
    case 429:
      return `Hubtel: too many SMS at once (${code}). ${capitalised(WAIT)} as Hubtel allows.`;
  }
  if (httpStatus >= 500)
    return `Hubtel: its SMS service has a problem (${code}: ${reply.words}). ${capitalised(WAIT)} when it works again.`;
  return `Hubtel refused the shop's request (${code}: ${reply.words}). The shop's SMS settings or software need a look; ${WAIT} once they are fixed.`;
}

/** No answer in time: Hubtel may still have taken the message, so a retry can send it twice. */
export function noAnswerCause(timeoutMs: number): string {
  const wait = timeoutMs < 1000 ? `${timeoutMs} ms` : `${timeoutMs / 1000} s`;
  return `Hubtel: no answer within ${wait}. ${capitalised(WAIT)} when it answers again.`;
}

export function unreachableCause(detail: string): string {
  return `Hubtel cannot be reached (${detail}). Check the shop's internet connection and SMS_URL; ${WAIT} when it answers.`;
}

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
