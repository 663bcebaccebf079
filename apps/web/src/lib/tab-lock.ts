import { sleep } from './sleep';

// Runs work in one tab at a time across every tab of the shop. Web Locks where the browser has
// them (all current ones, on https or localhost); elsewhere a best-effort lease in localStorage.

const LEASE_MS = 10_000;

export async function withTabLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = 'locks' in navigator ? navigator.locks : undefined;
  if (!locks) return withStorageLease(name, work); // Older browsers, and pages on plain http.
  let started = false;
  try {
    return await locks.request(name, () => {
      started = true;
      return work();
    });
  } catch (error) {
    if (started) throw error;
    return withStorageLease(name, work); // The lock manager itself refused (a sandboxed frame).
  }
}

/**
 * Write the lease, pause long enough for other tabs' writes to show, and go ahead only if it is
 * still ours; otherwise wait for its holder to finish (or for the lease to lapse). Not a true
 * mutex, but tabs that start together (a browser restoring them) take turns.
 */
async function withStorageLease<T>(name: string, work: () => Promise<T>): Promise<T> {
  const me = `${Date.now()}:${Math.random()}`;
  const deadline = Date.now() + LEASE_MS;
  while (Date.now() < deadline) {
    if (leaseHolder(name) === null) {
      try {
        localStorage.setItem(name, JSON.stringify({ id: me, until: Date.now() + LEASE_MS }));
      } catch {
        break; // No storage, so no other tab to share it with.
      }
      await sleep(50);
      if (leaseHolder(name) === me) break;
    }
    await sleep(100);
  }
  try {
    return await work();
  } finally {
    if (leaseHolder(name) === me) localStorage.removeItem(name);
  }
}

function leaseHolder(name: string): string | null {
  try {
    const lease = JSON.parse(localStorage.getItem(name) ?? 'null');
    return lease && lease.until > Date.now() ? String(lease.id) : null;
  } catch {
    return null;
  }
}
