import { type Gateway, type SentSms, startGateway } from '../apps/api/test/helpers/sms-gateway.ts';

// The SMS gateway of the faults run: the api tests' loopback stand-in for Hubtel's SMS API (one
// gateway for both, not a copy), which the run can make answer 503 to everything, take off its
// port (connections refused) and bring back on the same port. What it accepted, and how many sends
// it answered with 503, add up across those restarts.

const credentials = { clientId: 'adepa-faults', clientSecret: 'faults-secret' };

export interface SmsGateway {
  url: string;
  /** What the api needs to send through it. */
  env: Record<string, string>;
  /** Every message it accepted, with its ClientReference, since it first started. */
  accepted(): SentSms[];
  /** Sends that reached it, accepted or not (the api's status checks are not counted). */
  requests(): number;
  /** Requests answered with 503 while it was failing. */
  refused(): number;
  /** Answer 503 to everything from now on. */
  fail(): void;
  /** Closes its listening socket and every connection: senders are refused. */
  close(): Promise<void>;
  /** Listens again on the same port, accepting messages. */
  reopen(): Promise<void>;
}

export async function startSmsGateway(): Promise<SmsGateway> {
  let current: Gateway | undefined = await startGateway(credentials);
  const { port, url } = current;
  const earlier = { accepted: [] as SentSms[], requests: 0, refused: 0 };
  let failingSince: number | undefined;
  const refusedBy = (gateway: Gateway | undefined) =>
    gateway && failingSince !== undefined ? gateway.requests.length - failingSince : 0;
  return {
    url,
    env: {
      SMS_URL: url,
      SMS_CLIENT_ID: credentials.clientId,
      SMS_CLIENT_SECRET: credentials.clientSecret,
    },
    accepted: () => [...earlier.accepted, ...(current?.sent ?? [])],
    requests: () => earlier.requests + (current?.requests.length ?? 0),
    refused: () => earlier.refused + refusedBy(current),
    fail() {
      if (!current || failingSince !== undefined) return;
      failingSince = current.requests.length;
      current.failWith = { status: 503, body: 'Service Temporarily Unavailable' };
    },
    async close() {
      if (!current) return;
      const closing = current;
      current = undefined;
      await closing.close();
      earlier.refused += refusedBy(closing);
      earlier.accepted.push(...closing.sent);
      earlier.requests += closing.requests.length;
      failingSince = undefined;
    },
    async reopen() {
      if (!current) current = await startGateway(credentials, port);
    },
  };
}
