// Every call to our api goes through here: cookies always travel (the refresh token lives in one),
// the access token rides as a Bearer header when we hold one, and a failure becomes an ApiError
// carrying the server's own `error` text so screens can show it as is. A 401 asks the session
// (lib/session.ts) for a fresh token once, then the call is retried once with it.

let accessToken: string | null = null;

/** How a call reaches the api: the browser's fetch, or on the server the api's own handler. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (path, init) => fetch(path, init);

/** For the server renderer, which reads the catalogue from the api in its own process. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Resolves true when a token other than `tokenUsed` is now in place and the call may be retried. */
export type UnauthorizedHandler = (tokenUsed: string | null) => Promise<boolean>;
let onUnauthorized: UnauthorizedHandler | null = null;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

/**
 * For calls made outside apiFetch (uploads use XMLHttpRequest for their progress events): after
 * their 401, resolves true when a fresh token is in place and the call may be sent again.
 */
export function retryAfterUnauthorized(tokenUsed: string | null): Promise<boolean> {
  return onUnauthorized ? onUnauthorized(tokenUsed) : Promise.resolve(false);
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

export function getAccessToken(): string | null {
  return accessToken;
}

export class ApiError extends Error {
  readonly status: number;
  /** A 400's per-field messages, when the server sent them. */
  readonly fields: Record<string, string>;
  /** The whole reply, for failures that carry data (a 409's `productId` and `available`). */
  readonly body: unknown;

  constructor(
    message: string,
    status: number,
    fields: Record<string, string> = {},
    body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
    this.body = body;
  }
}

export const NETWORK_ERROR =
  'We could not reach the shop. Please check your connection and try again.';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequest = {
  method?: Method;
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** False for the auth calls themselves (log-in, sign-up, refresh): their 401 is an answer. */
  refreshOn401?: boolean;
  /** Extra headers (a guest's `x-payment-key`, which follows one order's payment). */
  headers?: Record<string, string>;
};

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const tokenUsed = getAccessToken();
  let response = await send(path, request, tokenUsed);
  if (response.status === 401 && request.refreshOn401 !== false && onUnauthorized) {
    if (await onUnauthorized(tokenUsed)) response = await send(path, request, getAccessToken());
  }
  const data = await readJson(response);
  if (!response.ok) {
    throw new ApiError(errorText(data, response), response.status, fieldErrors(data), data);
  }
  return data as T;
}

async function send(path: string, request: ApiRequest, token: string | null): Promise<Response> {
  const headers = new Headers({ ...request.headers, Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) {
    body = request.body;
  } else if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.body);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);

  try {
    return await transport(path, {
      method: request.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: request.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_ERROR, 0);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorText(data: unknown, response: Response): string {
  if (typeof data === 'object' && data !== null && 'error' in data) {
    const { error } = data;
    if (typeof error === 'string' && error) return error;
  }
  return response.status >= 500
    ? 'Something went wrong on our side. Please try again.'
    : `The request failed (${response.status}).`;
}

function fieldErrors(data: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof data === 'object' && data !== null && 'fields' in data) {
    const given = data.fields;
    if (typeof given === 'object' && given !== null) {
      for (const [name, text] of Object.entries(given)) {
        if (typeof text === 'string') fields[name] = text;
      }
    }
  }
  return fields;
}

/** Builds `path?key=value` from the defined entries only. */
export function withQuery(
  path: string,
  query: Record<string, string | number | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
