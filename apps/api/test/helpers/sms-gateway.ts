import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Hubtel's SMS API on loopback, answering as Hubtel documents it: POST
// /v1/messages/send with Basic authentication and a JSON body, answered 201 with the message's id
// and price (flat, or under `data`, with camelCase or older PascalCase keys), 401 to wrong
// credentials, 400 with status 1 to a number that is not a Ghanaian mobile number; GET
// /v1/messages/{messageId} tells what became of a message. Tests can make it refuse sends as
// Hubtel does (400 with a status subcode, 402, 403 ...), fail, or hang.

export interface GatewayRequest {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface SentSms {
  messageId: string;
  from: string;
  to: string;
  content: string;
  clientReference: string;
}

export interface Gateway {
  port: number;
  url: string;
  /** Every send that reached the gateway, answered or not (status checks are apart). */
  requests: GatewayRequest[];
  /** The message ids asked about with a status check, in order. */
  statusChecks: string[];
  /** The messages it accepted. */
  sent: SentSms[];
  /** Hubtel's two documented answers: the fields at the top (flat) or under `data`. */
  shape: 'flat' | 'data';
  /** Answer with the PascalCase keys of Hubtel's older accounts (MessageId, Status, Rate). */
  pascalCase: boolean;
  /** The price of each message, in cedi (Hubtel's `rate`). */
  rate: number;
  /** Refuse every send as Hubtel does: HTTP 400 with a status subcode, or 401, 402, 403 ... */
  refuse: { http: number; status?: number } | undefined;
  /** What the status check says of an accepted message, by its id ("Sent" when not set). */
  statuses: Map<string, string>;
  /** Answer every request with this instead (an outage: 500, a throttle: 429 ...). */
  failWith: { status: number; body: string } | undefined;
  /** Never answer: the request hangs until the client gives up. */
  hang: boolean;
  /** Wait this long before answering, so that concurrent senders overlap. */
  delayMs: number;
  reset(): void;
  close(): Promise<void>;
}

const GHANA_MOBILE = /^\+?233[235]\d{8}$/;

/** Hubtel's words for its refusal subcodes and HTTP errors. */
const WORDS: Record<number, string> = {
  1: 'Invalid destination address',
  2: 'Invalid source address',
  3: 'Message body too long',
  4: 'Message not routable on the gateway',
  5: 'Invalid delivery time',
  6: 'Message content rejected or invalid',
  7: 'Parameter not allowed',
  8: 'Parameter value not valid',
  12: 'Kindly fund your account',
  100: 'Invalid request',
  401: 'Authorization failed',
  402: 'Not enough messaging credit',
  403: 'Forbidden',
  404: 'Not found',
  500: 'Internal server error',
  502: 'Bad gateway',
};

export async function startGateway(
  credentials: { clientId: string; clientSecret: string },
  port = 0,
): Promise<Gateway> {
  const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
  const accepted = new Map<string, SentSms>();

  /** Hubtel's answer in the shape and key case the gateway is set to. */
  const hubtel = (fields: Record<string, unknown>, message: string, responseCode = '0000') => {
    const keyed = gateway.pascalCase
      ? Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [`${k[0]!.toUpperCase()}${k.slice(1)}`, v]),
        )
      : fields;
    if (gateway.shape === 'flat') return keyed;
    const data = { ...keyed, ...('status' in fields && { status: String(fields.status) }) };
    return gateway.pascalCase
      ? { Message: message, ResponseCode: responseCode, Data: data }
      : { message, responseCode, data };
  };
  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const refusal = (res: ServerResponse, http: number, status?: number) => {
    const words = WORDS[status ?? http] ?? 'Request failed';
    if (status === undefined) return reply(res, http, { message: words });
    const fields = { status, statusDescription: words, messageId: null };
    reply(res, http, hubtel(fields, words, String(http)));
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      // answered below as a bad request
    }
    const check = req.method === 'GET' && /^\/v1\/messages\/([^/]+)$/.exec(req.url ?? '');
    if (check) gateway.statusChecks.push(decodeURIComponent(check[1]!));
    else gateway.requests.push({ headers: req.headers, body });
    if (gateway.hang) return;
    if (gateway.delayMs) await new Promise((resolve) => setTimeout(resolve, gateway.delayMs));

    if (gateway.failWith) {
      res.writeHead(gateway.failWith.status, { 'content-type': 'text/plain' });
      return res.end(gateway.failWith.body);
    }
    if (!check && (req.method !== 'POST' || req.url !== '/v1/messages/send'))
      return refusal(res, 404);
    if (req.headers.authorization !== expected) return refusal(res, 401);
    if (check) {
      const sms = accepted.get(decodeURIComponent(check[1]!));
      if (!sms) return refusal(res, 404);
      const time = new Date().toISOString().slice(0, 19); // Hubtel's times carry no zone
      const fields = {
        rate: gateway.rate,
        messageId: sms.messageId,
        content: sms.content,
        status: gateway.statuses.get(sms.messageId) ?? 'Sent',
        updateTime: time,
        time,
        to: sms.to.replace('+', ''),
        from: sms.from,
      };
      return reply(res, 200, hubtel(fields, 'Successful'));
    }
    if (gateway.refuse) return refusal(res, gateway.refuse.http, gateway.refuse.status);
    const { From, To, Content, ClientReference } = body;
    if (typeof To !== 'string' || !GHANA_MOBILE.test(To)) return refusal(res, 400, 1);
    if (typeof From !== 'string' || typeof Content !== 'string' || !Content)
      return refusal(res, 400, 100);

    const messageId = randomUUID();
    const sms = {
      messageId,
      from: From,
      to: To,
      content: Content,
      clientReference: String(ClientReference),
    };
    gateway.sent.push(sms);
    accepted.set(messageId, sms);
    const fields = {
      rate: gateway.rate,
      messageId,
      status: 0,
      networkId: '62001',
      clientReference: ClientReference ?? null,
      statusDescription: 'request submitted successfully',
    };
    reply(res, 201, hubtel(fields, 'Request submitted successfully'));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;

  const gateway: Gateway = {
    port: actual,
    url: `http://127.0.0.1:${actual}`,
    requests: [],
    statusChecks: [],
    sent: [],
    shape: 'flat',
    pascalCase: false,
    rate: 0.0309,
    refuse: undefined,
    statuses: new Map(),
    failWith: undefined,
    hang: false,
    delayMs: 0,
    reset() {
      gateway.requests.splice(0);
      gateway.statusChecks.splice(0);
      gateway.sent.splice(0);
      gateway.statuses.clear();
      accepted.clear();
      Object.assign(gateway, {
        shape: 'flat',
        pascalCase: false,
        rate: 0.0309,
        refuse: undefined,
        failWith: undefined,
        hang: false,
        delayMs: 0,
      });
    },
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
  return gateway;
}
