import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Hubtel's SMS API on loopback: POST /v1/messages/send with Basic authentication
// and a JSON body, answering 201 with the message's id as Hubtel does, 401 to wrong credentials
// and 400 to a number that is not a Ghanaian mobile number. Tests can make it fail or hang.

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
  /** Every request that reached the gateway, answered or not. */
  requests: GatewayRequest[];
  /** The messages it accepted. */
  sent: SentSms[];
  /** Answer every request with this instead (an outage: 500, a throttle: 429 ...). */
  failWith: { status: number; body: string } | undefined;
  /** Never answer: the request hangs until the client gives up. */
  hang: boolean;
  /** Wait this long before answering, so that concurrent senders overlap. */
  delayMs: number;
  /** Answer with the PascalCase keys of Hubtel's older API (MessageId, Status). */
  pascalCase: boolean;
  reset(): void;
  close(): Promise<void>;
}

const GHANA_MOBILE = /^\+?233[235]\d{8}$/;

export async function startGateway(
  credentials: { clientId: string; clientSecret: string },
  port = 0,
): Promise<Gateway> {
  const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
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
    gateway.requests.push({ headers: req.headers, body });
    if (gateway.hang) return;
    if (gateway.delayMs) await new Promise((resolve) => setTimeout(resolve, gateway.delayMs));

    if (gateway.failWith) {
      res.writeHead(gateway.failWith.status, { 'content-type': 'text/plain' });
      return res.end(gateway.failWith.body);
    }
    if (req.method !== 'POST' || req.url !== '/v1/messages/send')
      return reply(res, 404, { message: 'Resource not found' });
    if (req.headers.authorization !== expected)
      return reply(res, 401, { message: 'Invalid client credentials', responseCode: '4101' });
    const { From, To, Content, ClientReference } = body;
    if (typeof To !== 'string' || !GHANA_MOBILE.test(To))
      return reply(res, 400, { message: 'Invalid destination number', responseCode: '4010' });
    if (typeof From !== 'string' || typeof Content !== 'string' || !Content)
      return reply(res, 400, { message: 'From and Content are required', responseCode: '4000' });

    const messageId = randomUUID();
    gateway.sent.push({
      messageId,
      from: From,
      to: To,
      content: Content,
      clientReference: String(ClientReference),
    });
    const answer = { messageId, rate: 0.03, networkId: '62001', clientReference: ClientReference };
    reply(
      res,
      201,
      gateway.pascalCase
        ? { MessageId: messageId, Rate: 0.03, NetworkId: '62001', Status: 0 }
        : { ...answer, status: 0 },
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;

  const gateway: Gateway = {
    port: actual,
    url: `http://127.0.0.1:${actual}`,
    requests: [],
    sent: [],
    failWith: undefined,
    hang: false,
    delayMs: 0,
    pascalCase: false,
    reset() {
      gateway.requests.splice(0);
      gateway.sent.splice(0);
      Object.assign(gateway, { failWith: undefined, hang: false, delayMs: 0, pascalCase: false });
    },
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
  return gateway;
}
