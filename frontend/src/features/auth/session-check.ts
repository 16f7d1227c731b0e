import { routeById } from '@contracts/routes';
import type { User } from '@contracts/user';
import { apiUrlOf } from '../../lib/api-client';
import { getToken } from '../../lib/storage';
import { authApi } from './api/auth-api';

/** The session check index.html's preload script asked while the app's script downloaded. */
interface EarlySession {
  url: string;
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    solaceEarlySession?: EarlySession;
  }
}

/**
 * The early answer, when it was asked of this API with this token: a person. Anything else (a
 * refused token, an API that moved, no network) is asked again the app's way, which refreshes
 * an expired token and reports failures as the rest of the app does.
 */
function takeEarlyAnswer(): Promise<User> | null {
  const early = window.solaceEarlySession;
  delete window.solaceEarlySession;
  if (!early || early.token !== getToken() || early.url !== apiUrlOf(routeById('auth.me').path)) return null;
  return early.response.then((response) => {
    if (!response.ok) throw new Error(`The early session check answered ${response.status}`);
    return response.json() as Promise<User>;
  });
}

export interface SessionCheck {
  /** Who the stored token belongs to; rejects when it is no longer good. */
  answer: Promise<User>;
  controller: AbortController;
}

let started: SessionCheck | undefined;

function ask(early: Promise<User> | null = null): SessionCheck {
  const controller = new AbortController();
  const answer = early ? early.catch(() => authApi.me(controller.signal)) : authApi.me(controller.signal);
  // Whoever takes the check handles its failure; until then it must not be an unhandled rejection.
  answer.catch(() => undefined);
  return { answer, controller };
}

/**
 * Asks who the stored token belongs to as soon as the app knows its API, before it first renders:
 * the answer then arrives while the app is still rendering, not a render later.
 */
export function startSessionCheck(): void {
  if (started === undefined && getToken() !== null) started = ask(takeEarlyAnswer());
}

/** The check started at load (once), or a new one. */
export function takeSessionCheck(): SessionCheck {
  const check = started ?? ask();
  started = undefined;
  return check;
}
