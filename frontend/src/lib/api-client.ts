import { routeById } from '@contracts/routes';
import type { RefreshResponse } from '@contracts/user';
import { getConfig } from './config';
import { clearTokens, getRefreshToken, getToken, updateToken } from './storage';

/** An API failure; `status` is 0 when no answer arrived at all. */
export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** Texts this client makes up when an answer has no message of its own. */
const MADE_UP_MESSAGE = /^(HTTP error! status:|Network error$|Failed to fetch$)/;

/** The server's own message on a failed call, or null (no answer, or a body without a message). */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0) return null;
  return MADE_UP_MESSAGE.test(error.message) ? null : error.message;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** When false, a 401 is returned to the caller as is: no refresh, no session expiry. */
  refreshOnUnauthorized?: boolean;
}

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/** Called when the stored session can no longer be used (refresh refused); returns an unsubscribe. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => {
    sessionExpiredListeners.delete(listener);
  };
}

function expireSession(): void {
  clearTokens();
  for (const listener of [...sessionExpiredListeners]) listener();
}

/** The spec's paths may carry a leading /api; the gateway serves them without it. */
export function apiPath(path: string): string {
  const stripped = path.replace(/^\/api(?=\/|$)/, '');
  if (!stripped) return '/';
  return stripped.startsWith('/') ? stripped : `/${stripped}`;
}

/** The full URL of an API path on the configured API. */
export function apiUrlOf(path: string): string {
  return `${getConfig().apiUrl}${apiPath(path)}`;
}

/** A request given up on purpose (its AbortSignal fired), not a failure to report. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(apiUrlOf(path), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    // Browsers word this differently (Firefox, Safari); one text lets callers recognise it.
    throw new ApiError('Failed to fetch', 0);
  }
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ApiError('Network error', response.status);
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('Network error', response.status);
  }
}

async function toError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await readBody(response);
  } catch (error) {
    return error as ApiError;
  }
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message
      ? body.message
      : `HTTP error! status: ${response.status}`;
  return new ApiError(message, response.status);
}

type RefreshOutcome = { token: string } | { expired: true } | { error: unknown };
let refreshing: Promise<RefreshOutcome> | null = null;

/** One refresh at a time: concurrent 401s all wait for the same answer. */
function refreshSession(refreshToken: string): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    try {
      const response = await send(routeById('auth.refresh').path, { method: 'POST', body: { refreshToken } }, null);
      if (!response.ok) return { expired: true };
      const body = (await readBody(response)) as Partial<RefreshResponse> | undefined;
      if (!body?.token) return { expired: true };
      updateToken(body.token);
      return { token: body.token };
    } catch (error) {
      // No answer (offline): the session may still be good, so keep it.
      return { error };
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getToken();
  let response = await send(path, options, token);

  if (response.status === 401 && token && options.refreshOnUnauthorized !== false) {
    const refreshToken = getRefreshToken();
    if (!refreshToken) {
      expireSession();
      throw await toError(response);
    }
    const outcome = await refreshSession(refreshToken);
    if ('error' in outcome) throw await toError(response);
    if ('expired' in outcome) {
      if (getToken() === token) expireSession();
      throw await toError(response);
    }
    response = await send(path, options, outcome.token);
  }

  if (!response.ok) throw await toError(response);
  return (await readBody(response)) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
