import { randomBytes } from 'node:crypto';
import type { Router } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import { hashPassword, isIssuedUnusablePassword, isPasswordHash, issueUnusablePassword, verifyPassword } from './password-hash';

/**
 * cognito-local keeps each user's `Password` as given and its targets compare it with
 * `===`. Locally we keep only a salted hash instead (password-hash.ts):
 * - the store hashes every password it is given before it holds it (`hashUserPasswords`);
 * - the targets that check a password get, in place of the plaintext, the stored hash when
 *   the plaintext matches it, or a value no stored hash can equal when it does not
 *   (`checkPasswordsAgainstHashes`). Their own code, errors included, runs unchanged.
 */

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A copy of a user record whose plaintext `Password`, if any, is replaced by its hash. */
export async function withHashedPassword(user: unknown): Promise<unknown> {
  if (!isTree(user) || typeof user.Password !== 'string' || isPasswordHash(user.Password) || isIssuedUnusablePassword(user.Password)) return user;
  return { ...user, Password: await hashPassword(user.Password) };
}

/**
 * The value to store at `keys` of a pool's store, with any password hashed: a user record
 * (`Users`, name), all of them (`Users`) or one password (`Users`, name, `Password`).
 */
export async function hashUserPasswords(keys: readonly string[], value: unknown): Promise<unknown> {
  if (keys[0] !== 'Users') return value;
  if (keys.length === 1 && isTree(value)) {
    const users = await Promise.all(Object.entries(value).map(async ([name, user]) => [name, await withHashedPassword(user)]));
    return Object.fromEntries(users);
  }
  if (keys.length === 2) return withHashedPassword(value);
  if (keys.length === 3 && keys[2] === 'Password' && typeof value === 'string' && !isPasswordHash(value)) return hashPassword(value);
  return value;
}

/** Hashes, in place, the plaintext passwords a store file written before hashing holds. */
export async function hashStoredPasswords(state: Tree): Promise<number> {
  if (!isTree(state.Users)) return 0;
  const users = state.Users;
  let hashed = 0;
  for (const [name, user] of Object.entries(users)) {
    const protectedUser = await withHashedPassword(user);
    if (protectedUser !== user) {
      users[name] = protectedUser;
      hashed += 1;
    }
  }
  return hashed;
}

/** Never equal to a stored password: those are all hashes, and this is random. */
const refusedPassword = () => `refused$${randomBytes(18).toString('base64url')}`;

type UserLookup = Pick<Services, 'cognito'>;

async function storedPassword(ctx: Context, services: UserLookup, clientId: unknown, username: unknown): Promise<unknown> {
  if (typeof clientId !== 'string' || typeof username !== 'string' || !clientId || !username) return undefined;
  try {
    // As the targets look users up: by username, sub or email alias, in the client's pool.
    const pool = await services.cognito.getUserPoolForClientId(ctx, clientId);
    const user = await pool.getUserByUsername(ctx, username);
    return user?.Password;
  } catch {
    // The target makes the same lookup and answers with its own error.
    return undefined;
  }
}

/** The value a target should compare with the stored password in place of `password`. */
async function standIn(password: unknown, stored: unknown): Promise<string> {
  return (await verifyPassword(password, stored)) && typeof stored === 'string' ? stored : refusedPassword();
}

/** The claims the target itself reads from an access token, which it decodes without verifying. */
function accessTokenClaims(token: unknown): { client_id?: unknown; username?: unknown } {
  if (typeof token !== 'string') return {};
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return isTree(payload) ? payload : {};
  } catch {
    return {};
  }
}

type Request = Tree;
type PasswordCheck = (ctx: Context, req: Request, services: UserLookup) => Promise<Request>;

async function checkAuthParameters(ctx: Context, req: Request, services: UserLookup, requireBoth: boolean): Promise<Request> {
  const parameters = req.AuthParameters;
  if (!isTree(parameters)) return req;
  // Without both, AdminInitiateAuth refuses the request before it looks at any password.
  if (requireBoth && (!parameters.USERNAME || !parameters.PASSWORD)) return req;
  const stored = await storedPassword(ctx, services, req.ClientId, parameters.USERNAME);
  return { ...req, AuthParameters: { ...parameters, PASSWORD: await standIn(parameters.PASSWORD, stored) } };
}

const PASSWORD_CHECKS: Record<string, PasswordCheck> = {
  // The app creates identities with no message and sets the real password right after:
  // the generated temporary one is never seen by anyone, so it is never a usable password.
  AdminCreateUser: async (_ctx, req) =>
    req.MessageAction === 'SUPPRESS' && req.TemporaryPassword === undefined ? { ...req, TemporaryPassword: issueUnusablePassword() } : req,
  AdminInitiateAuth: (ctx, req, services) =>
    req.AuthFlow === 'ADMIN_USER_PASSWORD_AUTH' ? checkAuthParameters(ctx, req, services, true) : Promise.resolve(req),
  InitiateAuth: (ctx, req, services) =>
    req.AuthFlow === 'USER_PASSWORD_AUTH' ? checkAuthParameters(ctx, req, services, false) : Promise.resolve(req),
  ChangePassword: async (ctx, req, services) => {
    const claims = accessTokenClaims(req.AccessToken);
    const stored = await storedPassword(ctx, services, claims.client_id, claims.username);
    return { ...req, PreviousPassword: await standIn(req.PreviousPassword, stored) };
  },
};

/** cognito-local's router, with passwords checked against their hashes before the targets that compare them. */
export function checkPasswordsAgainstHashes(router: Router, services: UserLookup): Router {
  return (target) => {
    const route = router(target);
    const check = Object.hasOwn(PASSWORD_CHECKS, target) ? PASSWORD_CHECKS[target] : undefined;
    if (!check) return route;
    return async (ctx, req: unknown) => route(ctx, isTree(req) ? await check(ctx, req, services) : req);
  };
}
