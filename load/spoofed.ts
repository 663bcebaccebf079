import autocannon from 'autocannon';
import type { Catalogue } from './catalogue.ts';

// The attacker's run: every request a write anyone may make (a guest order or an order-tracking
// look-up), each with a made-up X-Forwarded-For, from one machine to an api that trusts no proxy.
// The shop must count them all as that one machine: no more accepted than its per-minute write
// limit allows, the rest refused with 429, nothing else going wrong.

export interface SpoofedRun {
  /** Answers by status. */
  statuses: Map<number, number>;
  /** Writes the shop let through (anything but 429). */
  accepted: number;
  requests: number;
  socketErrors: number;
  seconds: number;
}

const octet = () => Math.floor(Math.random() * 256);
const madeUpAddress = () =>
  Math.random() < 0.2
    ? `2001:db8:${octet().toString(16)}:${octet().toString(16)}::${octet().toString(16)}`
    : `${octet()}.${octet()}.${octet()}.${octet()}`;

export async function driveSpoofed(options: {
  url: string;
  connections: number;
  seconds: number;
  catalogue: Catalogue;
}): Promise<SpoofedRun> {
  const statuses = new Map<number, number>();
  let socketErrors = 0;
  const started = performance.now();
  const productId = () =>
    options.catalogue.products[Math.floor(Math.random() * options.catalogue.products.length)]!.id;
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    requests: [
      {
        setupRequest(request) {
          const order = Math.random() < 0.5;
          const body = order
            ? {
                name: 'Made Up',
                phoneNumber: `024${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
                province: 'Ashanti',
                area: 'Adum',
                products: [{ _id: productId(), qty: 1 }],
              }
            : { orderId: 'GH-2026-000001', phoneNumber: '0241234567' };
          return {
            ...request,
            method: 'POST',
            path: order ? '/api/orders/customer-order' : '/api/orders/track-order',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': madeUpAddress() },
            body: JSON.stringify(body),
          };
        },
        onResponse(status) {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        },
      },
    ],
  });
  instance.on('reqError', () => socketErrors++);
  await instance;
  const requests = [...statuses.values()].reduce((a, b) => a + b, 0);
  return {
    statuses,
    accepted: requests - (statuses.get(429) ?? 0),
    requests,
    socketErrors,
    seconds: (performance.now() - started) / 1000,
  };
}
