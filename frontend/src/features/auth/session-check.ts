import type { User } from '@contracts/user';
import { getToken } from '../../lib/storage';
import { authApi } from './api/auth-api';

export interface SessionCheck {
  /** Who the stored token belongs to; rejects when it is no longer good. */
  answer: Promise<User>;
  controller: AbortController;
}

let started: SessionCheck | undefined;

function ask(): SessionCheck {
  const controller = new AbortController();
  const answer = authApi.me(controller.signal);
  // Whoever takes the check handles its failure; until then it must not be an unhandled rejection.
  answer.catch(() => undefined);
  return { answer, controller };
}

/**
 * Asks who the stored token belongs to as soon as the app knows its API, before it first renders:
 * the answer then arrives while the app is still rendering, not a render later.
 */
export function startSessionCheck(): void {
  if (started === undefined && getToken() !== null) started = ask();
}

/** The check started at load (once), or a new one. */
export function takeSessionCheck(): SessionCheck {
  const check = started ?? ask();
  started = undefined;
  return check;
}
