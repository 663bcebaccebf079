// Every call to our api goes through here: cookies always travel (the refresh token lives in one),
// the access token rides as a Bearer header when we hold one, and a failure becomes an ApiError
// carrying the server's own `error` text so screens can show it as is.

let accessToken: string | null = null;

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

export function getAccessToken(): string | null {
  return accessToken;
}

export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
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
};

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) {
    body = request.body;
  } else if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.body);
  }
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(path, {
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

  const data = await readJson(response);
  if (!response.ok) throw new ApiError(errorText(data, response), response.status);
  return data as T;
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
