import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { getCognitoClient } from './aws-clients';
import { getConfig } from './config';
import { BadRequest, Forbidden, TooManyRequests } from './errors';

/**
 * The user pool behind the spec's `/auth` API, through its admin calls. The pool holds
 * passwords; our table holds everything else.
 */
export interface SignInTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  issuedAt: number;
}

const errorName = (error: unknown) => (error as { name?: string }).name ?? '';

/** Throttling and disabled users map to 429 and 403; anything else rethrows. */
function mapPoolError(error: unknown): never {
  const name = errorName(error);
  const message = (error as Error).message ?? '';
  if (name === 'TooManyRequestsException' || name === 'LimitExceededException' || /attempts exceeded/i.test(message)) {
    throw new TooManyRequests('Too many attempts. Please try again later.');
  }
  if (name === 'NotAuthorizedException' && /disabled/i.test(message)) throw new Forbidden('Account disabled');
  if (name === 'InvalidPasswordException') throw new BadRequest('Password does not meet the requirements');
  throw error;
}

/** The claims of a token the pool has just issued (read, not verified: it came straight from the pool). */
function claimsOf(jwt: string): { iat?: number; 'cognito:groups'?: unknown } {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iat?: number; 'cognito:groups'?: unknown };
}

function decodeIat(jwt: string): number {
  return claimsOf(jwt).iat ?? Math.floor(Date.now() / 1000);
}

/** The pool groups an access token the pool has just issued carries. */
export function groupsOf(accessToken: string): string[] {
  try {
    const groups = claimsOf(accessToken)['cognito:groups'];
    return Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [];
  } catch {
    return [];
  }
}

export async function createIdentity(email: string, password: string): Promise<{ username: string; sub: string }> {
  const { userPoolId } = getConfig();
  const cognito = getCognitoClient();
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'false' },
      ],
    }),
  );
  const username = created.User?.Username;
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!username || !sub) throw new Error('The user pool returned no user id');
  try {
    await setPassword(username, password);
  } catch (error) {
    await deleteIdentity(username).catch(() => undefined);
    throw error;
  }
  return { username, sub };
}

export async function setPassword(username: string, password: string): Promise<void> {
  try {
    await getCognitoClient().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: getConfig().userPoolId,
        Username: username,
        Password: password,
        Permanent: true,
      }),
    );
  } catch (error) {
    mapPoolError(error);
  }
}

/** The pool's admin auth call for the app client, with one of its two flows. */
async function initiateAuth(flow: 'ADMIN_USER_PASSWORD_AUTH' | 'REFRESH_TOKEN_AUTH', parameters: Record<string, string>) {
  const { userPoolId, userPoolClientId } = getConfig();
  const out = await getCognitoClient().send(
    new AdminInitiateAuthCommand({
      UserPoolId: userPoolId,
      ClientId: userPoolClientId,
      AuthFlow: flow,
      AuthParameters: parameters,
    }),
  );
  return out.AuthenticationResult;
}

/** Tokens for a username and password, or null when the password is wrong. */
export async function signIn(username: string, password: string): Promise<SignInTokens | null> {
  try {
    const result = await initiateAuth('ADMIN_USER_PASSWORD_AUTH', { USERNAME: username, PASSWORD: password });
    if (!result?.AccessToken || !result.RefreshToken) throw new Error('The user pool returned no tokens');
    return {
      accessToken: result.AccessToken,
      refreshToken: result.RefreshToken,
      expiresIn: result.ExpiresIn ?? 3600,
      issuedAt: decodeIat(result.AccessToken),
    };
  } catch (error) {
    const name = errorName(error);
    const message = (error as Error).message ?? '';
    if ((name === 'NotAuthorizedException' && !/disabled|attempts exceeded/i.test(message)) || name === 'UserNotFoundException' || name === 'InvalidPasswordException') {
      return null;
    }
    mapPoolError(error);
  }
}

/** A new access token from a refresh token, or null when the pool refuses it. */
export async function refreshAccessToken(
  username: string,
  refreshToken: string,
): Promise<{ accessToken: string; expiresIn: number } | null> {
  try {
    const result = await initiateAuth('REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: refreshToken, USERNAME: username });
    if (!result?.AccessToken) return null;
    return { accessToken: result.AccessToken, expiresIn: result.ExpiresIn ?? 3600 };
  } catch (error) {
    if (errorName(error) === 'NotAuthorizedException' && !/disabled/i.test((error as Error).message ?? '')) return null;
    mapPoolError(error);
  }
}

export async function updateIdentityAttributes(username: string, attributes: Record<string, string>): Promise<void> {
  await getCognitoClient().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: getConfig().userPoolId,
      Username: username,
      UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
}

/**
 * Moves a pool identity to another address, marked verified (its owner proved it).
 * Returns false when the pool has that address on another identity.
 */
export async function moveIdentityEmail(username: string, email: string, verified = true): Promise<boolean> {
  try {
    await updateIdentityAttributes(username, { email, email_verified: verified ? 'true' : 'false' });
    return true;
  } catch (error) {
    const name = errorName(error);
    if (name === 'AliasExistsException' || name === 'UsernameExistsException') return false;
    throw error;
  }
}

/** When the pool created the identity of a username or address, or undefined if none. */
export async function identityCreatedAt(username: string): Promise<Date | undefined> {
  try {
    const out = await getCognitoClient().send(new AdminGetUserCommand({ UserPoolId: getConfig().userPoolId, Username: username }));
    return out.UserCreateDate;
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return undefined;
    throw error;
  }
}

export async function addToGroup(username: string, group: string): Promise<void> {
  await getCognitoClient().send(
    new AdminAddUserToGroupCommand({ UserPoolId: getConfig().userPoolId, Username: username, GroupName: group }),
  );
}

export async function removeFromGroup(username: string, group: string): Promise<void> {
  await getCognitoClient().send(
    new AdminRemoveUserFromGroupCommand({ UserPoolId: getConfig().userPoolId, Username: username, GroupName: group }),
  );
}

/** Disables or enables the identity in the pool (our own `disabled` flag is what every call checks). */
export async function setIdentityEnabled(username: string, enabled: boolean): Promise<void> {
  const input = { UserPoolId: getConfig().userPoolId, Username: username };
  await getCognitoClient().send(enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input));
}

export async function deleteIdentity(username: string): Promise<void> {
  try {
    await getCognitoClient().send(new AdminDeleteUserCommand({ UserPoolId: getConfig().userPoolId, Username: username }));
  } catch (error) {
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
}

/** Revokes the pool's refresh tokens; our session epoch already refuses older tokens. */
export async function globalSignOut(username: string): Promise<void> {
  const config = getConfig();
  if (!config.globalSignOut) return;
  await getCognitoClient().send(
    new AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: username }),
  );
}
