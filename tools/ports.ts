import { createServer } from 'node:net';

// A port nobody listens on now: the system picks one for a probe on 127.0.0.1, which lets it go at
// once. Between that and the caller's own listen another process could take it; none here does.

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
