import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { findLinks } from '../mail/transport.ts';
import type { OutboxLog } from '../outbox/worker.ts';

// Hubtel's SMS API when SMS_URL is set. Otherwise each SMS is written as a text file to
// DATA_DIR/sms and logged with the file's name, so someone trying the shop locally sees what a
// customer would receive. An SMS only ever links to an order's tracking page, which holds no
// secret, so its links are logged whole.

/** A row of the outbox on its way out; its id goes to the gateway as the client reference. */
export interface OutgoingSms {
  id: string;
  to: string;
  text: string;
}

export interface SmsTransport {
  /** Resolves with the gateway's id for the message (null when there is no gateway). */
  send(sms: OutgoingSms): Promise<{ gatewayId: string | null }>;
  close?(): Promise<void>;
}

/**
 * The gateway did not take the message: `statusCode` is its HTTP answer (none when it could not be
 * reached), `refused` is set when it answered 2xx with a status other than success.
 */
export class SmsGatewayError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
    readonly refused = false,
  ) {
    super(message);
  }
}

export type SmsTransportConfig = Pick<Config, 'sms' | 'dataDir'>;

export interface SmsTransportOptions {
  /** How long to wait for the gateway's answer before counting the attempt as failed. */
  timeoutMs?: number;
}

export function createSmsTransport(
  config: SmsTransportConfig,
  log: OutboxLog,
  options: SmsTransportOptions = {},
): SmsTransport {
  const { gateway, sender } = config.sms;
  if (gateway) return hubtelTransport({ ...gateway, sender }, options.timeoutMs ?? 10_000);

  const dir = path.join(config.dataDir, 'sms');
  return {
    async send(sms) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${sms.id}.txt`);
      await mkdir(dir, { recursive: true });
      await writeFile(file, `To: ${sms.to}\nFrom: ${sender}\n\n${sms.text}\n`);
      const links = findLinks(sms.text);
      log.info(
        { to: sms.to, links, file },
        `SMS to ${sms.to} saved in ${file}${links.map((l) => ` ${l}`).join('')}`,
      );
      return { gatewayId: null };
    },
  };
}

interface Hubtel {
  url: string;
  clientId: string;
  clientSecret: string;
  sender: string;
}

function hubtelTransport(hubtel: Hubtel, timeoutMs: number): SmsTransport {
  const endpoint = `${hubtel.url}/v1/messages/send`;
  const credentials = Buffer.from(`${hubtel.clientId}:${hubtel.clientSecret}`).toString('base64');
  return {
    async send(sms) {
      let response: Response;
      let body: string;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Basic ${credentials}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            From: hubtel.sender,
            To: sms.to,
            Content: sms.text,
            RegisteredDelivery: true,
            ClientReference: sms.id,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await response.text();
      } catch (error) {
        throw unreachable(error, timeoutMs);
      }
      const json = parseJson(body);
      if (!response.ok) {
        throw new SmsGatewayError(
          `gateway answered ${response.status}: ${reasonOf(json, body) || response.statusText}`,
          response.status,
        );
      }
      // Status 0 is success; another number is the gateway's refusal of this message.
      const status = json?.status ?? json?.Status;
      if (isNumeric(status) && Number(status) !== 0) {
        throw new SmsGatewayError(
          `gateway refused the message (status ${status}): ${reasonOf(json, body)}`,
          response.status,
          true,
        );
      }
      const id = json?.messageId ?? json?.MessageId;
      return { gatewayId: typeof id === 'string' || typeof id === 'number' ? String(id) : null };
    },
  };
}

type Json = Record<string, unknown> | undefined;

const isNumeric = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value));

function parseJson(body: string): Json {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The gateway's own words: `message` (with its response code) from JSON, else the plain text. */
function reasonOf(json: Json, body: string): string {
  const message = json?.message ?? json?.Message ?? json?.error ?? json?.Error;
  const code = json?.responseCode ?? json?.ResponseCode;
  if (typeof message === 'string' && message)
    return code !== undefined ? `${message} (${code})` : message;
  return body.replace(/\s+/g, ' ').trim().slice(0, 200);
}

function unreachable(error: unknown, timeoutMs: number): SmsGatewayError {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new SmsGatewayError(`gateway: no answer within ${timeoutMs} ms`);
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const message = String(cause?.message ?? (error as Error)?.message ?? error);
  const detail = typeof cause?.code === 'string' ? `${cause.code} (${message})` : message;
  return new SmsGatewayError(`gateway not reachable: ${detail}`);
}
