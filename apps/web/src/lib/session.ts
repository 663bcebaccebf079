import { SESSION_HINT_COOKIE } from '@adepa/contract/cookies';
import type { StaffRole } from '@adepa/contract/staff';
import type { Session } from '@adepa/contract/users';
import { useSyncExternalStore } from 'react';
import { ApiError, apiFetch, setAccessToken, setUnauthorizedHandler } from './api-client';
import { sleep } from './sleep';
import { withTabLock } from './tab-lock';

// The signed-in session. It lives in localStorage (`userInfo`) so a reload and every other tab
// share it; its access token is refreshed 20 s before `expiresAt` and after a 401. The server
// rotates the refresh cookie on each use and ends every session of a user when a used one comes
// back, so across tabs only one refresh runs at a time (tab-lock.ts) and a tab that gets the lock
// after another first adopts the session that tab stored instead of refreshing. Storage reaches
// other tabs a little after the lock is let go; the hint cookie, new with every refresh, tells the
// next tab that a session is on its way, and it waits for it a moment instead of refreshing again.

const STORAGE_KEY = 'userInfo';
const LOCK_NAME = 'adepa-session-refresh';
const REFRESH_EARLY_MS = 20_000;
const RETRY_AFTER_MS = 30_000;
/** A phone whose clock runs far ahead would see every new token as expiring: no tight loop. */
const MIN_GAP_MS = 30_000;
const MAX_TIMEOUT_MS = 2 ** 31 - 1;
/** How long a tab waits for the session another tab has just stored to reach its storage. */
const HANDOFF_WAIT_MS = 2_000;

export type SessionState = {
  session: Session | null;
  /** True while the start-up refresh is in flight: nobody knows yet who is here. */
  restoring: boolean;
};

let state: SessionState = { session: null, restoring: false };
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight: Promise<Session | null> | null = null;
let lastRefreshAt = 0;

function emit(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Makes `session` current in this tab (token, refresh timer, listeners) without storing it. */
function apply(session: Session | null, restoring = false) {
  setAccessToken(session?.token ?? null);
  clearTimeout(timer);
  if (session) {
    const floor = lastRefreshAt + MIN_GAP_MS - Date.now();
    schedule(Math.max(expiresIn(session) - REFRESH_EARLY_MS, floor));
  }
  emit({ session, restoring });
}

function schedule(delay: number) {
  clearTimeout(timer);
  timer = setTimeout(() => void refreshSession(), Math.min(Math.max(delay, 0), MAX_TIMEOUT_MS));
}

function expiresIn(session: Session): number {
  return Date.parse(session.expiresAt) - Date.now();
}

/**
 * The signed-in staff member's role, null for a customer or a visitor. A session kept from before
 * roles (no `role` until its first refresh) was an admin's, and every admin then was the owner.
 */
export function staffRoleOf(session: Session | null): StaffRole | null {
  if (!session) return null;
  return session.role ?? (session.isAdmin ? 'owner' : null);
}

/** The signed-in staff member's role, as staffRoleOf reads it, for a component. */
export function useStaffRole(): StaffRole | null {
  return staffRoleOf(useSession().session);
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v._id === 'string' &&
    typeof v.username === 'string' &&
    typeof v.email === 'string' &&
    typeof v.isAdmin === 'boolean' &&
    typeof v.token === 'string' &&
    typeof v.expiresAt === 'string' &&
    !Number.isNaN(Date.parse(v.expiresAt))
  );
}

function readStored(): Session | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

function store(session: Session | null) {
  try {
    if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or blocked: this tab still works, only reloads and other tabs miss out.
  }
}

/** After log-in, sign-up, profile update or password change. */
export function setSession(session: Session): void {
  store(session);
  apply(session);
}

/** After log-out, or when the server no longer accepts the refresh cookie. Other tabs follow. */
export function clearSession(): void {
  store(null);
  apply(null);
}

/** The hint cookie's value: null when no refresh cookie is known to be there. */
function sessionHint(): string | null {
  const prefix = `${SESSION_HINT_COOKIE}=`;
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return cookie === undefined ? null : cookie.slice(prefix.length);
}

/** One refresh per tab at a time; callers that arrive meanwhile share its result. */
function refreshSession(): Promise<Session | null> {
  if (!inFlight) {
    const stale = state.session;
    const hint = sessionHint();
    inFlight = withTabLock(LOCK_NAME, () => refreshUnlessNewer(stale, hint)).finally(() => {
      inFlight = null;
      if (state.restoring) emit({ ...state, restoring: false });
    });
  }
  return inFlight;
}

/**
 * A live stored session other than `stale`, waiting up to `waitMs` for one to arrive. Every
 * session a tab holds was stored by it or read from storage, so such a session was written since:
 * another tab refreshed (or logged in) while we waited for the lock.
 */
async function storedSince(stale: Session | null, waitMs: number): Promise<Session | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const stored = readStored();
    if (stored && expiresIn(stored) > 0 && stored.token !== stale?.token) return stored;
    if (Date.now() >= deadline) return null;
    await sleep(50);
  }
}

async function refreshUnlessNewer(
  stale: Session | null,
  hintBefore: string | null,
): Promise<Session | null> {
  // Another tab's cookie is already in the shared jar; take its result rather than spend it.
  const hint = sessionHint();
  const newer = await storedSince(
    stale,
    hint !== null && hint !== hintBefore ? HANDOFF_WAIT_MS : 0,
  );
  if (newer) {
    apply(newer);
    return newer;
  }
  const stored = readStored();
  let reply: unknown;
  try {
    reply = await apiFetch<unknown>('/api/users/refresh-token', { refreshOn401: false });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    if (status < 400 || status >= 500 || status === 429) {
      // Offline, throttled or a server hiccup: keep the session and try again a little later.
      if (state.session) schedule(RETRY_AFTER_MS);
      return null;
    }
  }
  lastRefreshAt = Date.now();
  if (!isSession(reply)) {
    // No cookie, or an expired or revoked one (401), or a reply without a session: signed out
    // everywhere; at start-up that simply means a visitor.
    if (state.session || stored) clearSession();
    else apply(null);
    return null;
  }
  setSession(reply);
  return reply;
}

/** Tells api-client whether a call that got a 401 may be retried, refreshing first if need be. */
async function onUnauthorized(tokenUsed: string | null): Promise<boolean> {
  const current = state.session?.token ?? null;
  if (current && current !== tokenUsed) return true; // Refreshed since that call went out.
  if (!tokenUsed && !inFlight) return false; // A visitor: there is nothing to refresh.
  await refreshSession();
  const fresh = state.session?.token ?? null;
  return fresh !== null && fresh !== tokenUsed;
}

function onStorage(event: StorageEvent) {
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  const stored = readStored();
  if (stored?.token === state.session?.token) return;
  apply(stored, state.restoring && !stored); // Log-in, log-out or refresh in another tab.
}

/** Restores the session at start; with none (or an expired one), tries the cookie once. */
export function startSession(): void {
  setUnauthorizedHandler(onUnauthorized);
  window.addEventListener('storage', onStorage);
  const stored = readStored();
  if (stored && expiresIn(stored) > 0) {
    apply(stored);
    return;
  }
  if (!stored && sessionHint() === null) {
    apply(null); // A visitor: no refresh cookie to try.
    return;
  }
  emit({ session: stored, restoring: true });
  void refreshSession();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** What the server renders, and the browser while hydrating: nobody is known to be here yet. */
const UNKNOWN: SessionState = { session: null, restoring: true };

export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => UNKNOWN,
  );
}
