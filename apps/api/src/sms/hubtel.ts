import {
  type HubtelReply,
  judgeRefusal,
  noAnswerCause,
  readReply,
  unreachableCause,
} from './hubtel-answers.ts';
import type { OutgoingSms, SmsStatus, SmsTransport } from './transport.ts';

// Hubtel's SMS API: a send is POST {base}/v1/messages/send, a status check GET
// {base}/v1/messages/{messageId}, both with Basic authentication. What each answer means for the
// SMS is decided in hubtel-answers.ts; this file only talks HTTP.

/**
 * The gateway did not take the message. The message is the cause as the admin reads it;
 * `statusCode` is the HTTP answer (none when there was no answer); `final` is set when the message
 * itself is at fault and can never be sent (hubtel-answers.ts decides).
 */
export class SmsGatewayError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
    readonly final = false,
  ) {
    super(message);
  }
}

export interface HubtelSettings {
  url: string;
  clientId: string;
  clientSecret: string;
  sender: string;
}

export function hubtelTransport(hubtel: HubtelSettings, timeoutMs: number): SmsTransport {
  const sendUrl = `${hubtel.url}/v1/messages/send`;
  const authorization = `Basic ${Buffer.from(`${hubtel.clientId}:${hubtel.clientSecret}`).toString('base64')}`;
  const headers = { authorization, accept: 'application/json' };

  async function call(
    url: string,
    init: RequestInit,
  ): Promise<{ status: number; reply: HubtelReply }> {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      return { status: response.status, reply: readReply(await response.text()) };
    } catch (error) {
      throw unreachable(error, timeoutMs);
    }
  }

  return {
    async send(sms: OutgoingSms) {
      const { status, reply } = await call(sendUrl, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          From: hubtel.sender,
          To: sms.to,
          Content: sms.text,
          RegisteredDelivery: true,
          ClientReference: sms.id,
        }),
      });
      const success = status >= 200 && status < 300 && (reply.status ?? 0) === 0;
      if (!success) {
        const { final, cause } = judgeRefusal(status, reply, {
          endpoint: sendUrl,
          sender: hubtel.sender,
        });
        throw new SmsGatewayError(cause, status, final);
      }
      return { gatewayId: reply.messageId, price: reply.price };
    },

    async checkStatus(gatewayId: string): Promise<SmsStatus> {
      const url = `${hubtel.url}/v1/messages/${encodeURIComponent(gatewayId)}`;
      const { status, reply } = await call(url, { headers });
      const word = reply.field('status');
      if (status < 200 || status >= 300 || typeof word !== 'string' || !word.trim())
        throw new SmsGatewayError(`status check answered HTTP ${status}: ${reply.words}`, status);
      const time = reply.field('updateTime') ?? reply.field('time');
      return {
        status: word.trim(),
        time: typeof time === 'string' ? time : undefined,
        price: reply.price,
      };
    },
  };
}

function unreachable(error: unknown, timeoutMs: number): SmsGatewayError {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new SmsGatewayError(noAnswerCause(timeoutMs));
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const message = String(cause?.message ?? (error as Error)?.message ?? error);
  const detail = typeof cause?.code === 'string' ? `${cause.code}: ${message}` : message;
  return new SmsGatewayError(unreachableCause(detail));
}
