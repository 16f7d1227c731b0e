import { saveSession, TOKEN_KEY, type SessionTokens } from '../../lib/storage';

/**
 * Keeps the new session a password change answers with, in the storage the current one lives in
 * (local storage for a remembered or registered session, else the tab's session storage), so the
 * device stays signed in as before while every other session has ended.
 */
export function storeRenewedSession(tokens: SessionTokens): void {
  let remembered = false;
  try {
    remembered = window.localStorage.getItem(TOKEN_KEY) !== null;
  } catch {
    remembered = false;
  }
  saveSession(tokens, remembered ? 'local' : 'session');
}
