/**
 * Where the session lives. With remember-me the tokens survive a browser restart (localStorage);
 * without it they end with the tab (sessionStorage). The refresh token always sits beside its token.
 */

export const TOKEN_KEY = 'solace_token';
export const REFRESH_TOKEN_KEY = 'solace_refresh_token';
export const REMEMBER_KEY = 'solace_remember';
/**
 * The API's base URL, kept by lib/config.ts, so the next start can open its connection and ask
 * the session check while the app's script downloads (frontend/build/page-preloads.ts).
 */
export const API_URL_KEY = 'solace-api-url';

export type SessionPersistence = 'local' | 'session';

export interface SessionTokens {
  token: string;
  refreshToken?: string;
}

function storeFor(persistence: SessionPersistence): Storage {
  return persistence === 'local' ? window.localStorage : window.sessionStorage;
}

function read(store: Storage, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

/** The storage that currently holds the session, if any. */
function activePersistence(): SessionPersistence | null {
  if (read(window.localStorage, TOKEN_KEY)) return 'local';
  if (read(window.sessionStorage, TOKEN_KEY)) return 'session';
  return null;
}

export function getToken(): string | null {
  return read(window.localStorage, TOKEN_KEY) ?? read(window.sessionStorage, TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  const persistence = activePersistence();
  return persistence ? read(storeFor(persistence), REFRESH_TOKEN_KEY) : null;
}

/** Replaces any previous session; a session never lives in both storages at once. */
export function saveSession(tokens: SessionTokens, persistence: SessionPersistence): void {
  clearTokens();
  const store = storeFor(persistence);
  store.setItem(TOKEN_KEY, tokens.token);
  if (tokens.refreshToken) store.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
}

/** A new session for this device (after a password change) kept where the current one lives. */
export function replaceSession(tokens: SessionTokens): void {
  saveSession(tokens, activePersistence() ?? 'session');
}

/** Stores a refreshed token in the storage that holds the current session. */
export function updateToken(token: string): void {
  storeFor(activePersistence() ?? 'session').setItem(TOKEN_KEY, token);
}

/** Removes both tokens, keeping the remember-me preference. */
export function clearTokens(): void {
  for (const store of [window.localStorage, window.sessionStorage]) {
    store.removeItem(TOKEN_KEY);
    store.removeItem(REFRESH_TOKEN_KEY);
  }
}

export function setRemembered(remember: boolean): void {
  if (remember) window.localStorage.setItem(REMEMBER_KEY, 'true');
  else window.localStorage.removeItem(REMEMBER_KEY);
}

export function isRemembered(): boolean {
  return read(window.localStorage, REMEMBER_KEY) === 'true';
}

/** Ends the session on this device: both tokens and the remember flag. */
export function clearSession(): void {
  clearTokens();
  window.localStorage.removeItem(REMEMBER_KEY);
}
