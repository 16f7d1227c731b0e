import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Fetcher } from 'aws-jwt-verify/https';
import type { RouteAuth } from '../contracts/routes';
import { getConfig } from './config';
import { getUserRecord, type UserRecord } from './db/users';
import { Forbidden, Unauthorized } from './errors';

export interface AccessTokenClaims {
  sub: string;
  iat: number;
  exp: number;
  client_id: string;
  token_use: 'access';
  username: string;
  'cognito:groups'?: string[];
}

export interface AuthContext {
  userId: string;
  user: UserRecord;
  claims: AccessTokenClaims;
  isAdmin: boolean;
}

/** JWKS over plain fetch: works for Cognito (https) and for cognito-local (http). */
const fetcher: Fetcher = {
  async fetch(uri) {
    const response = await fetch(uri, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) throw new Error(`JWKS request failed with status ${response.status}`);
    return response.arrayBuffer();
  },
};

type Verifier = { verify: (token: string) => Promise<unknown> };
let verifier: Verifier | undefined;

function getVerifier(): Verifier {
  if (!verifier) {
    const config = getConfig();
    verifier = JwtRsaVerifier.create(
      {
        issuer: config.jwtIssuer,
        jwksUri: config.jwksUri,
        // Access tokens carry client_id instead of aud; checked below.
        audience: null,
        customJwtCheck: ({ payload }) => {
          if (payload.token_use !== 'access') throw new Error('Not an access token');
          if (payload.client_id !== config.userPoolClientId) throw new Error('Token of another client');
        },
      },
      { jwksCache: new SimpleJwksCache({ fetcher }) },
    );
  }
  return verifier;
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  return match?.[1];
}

/**
 * Verifies signature, issuer, expiry, token_use and client, then checks our own record:
 * the account exists, is not disabled, and the token is not older than the session epoch.
 */
export async function authenticate(authorization: string | undefined, required: RouteAuth): Promise<AuthContext> {
  const token = bearerToken(authorization);
  if (!token) throw new Unauthorized('Authentication required');
  let claims: AccessTokenClaims;
  try {
    claims = (await getVerifier().verify(token)) as AccessTokenClaims;
  } catch {
    throw new Unauthorized('Invalid or expired token');
  }
  const user = await getUserRecord(claims.sub);
  if (!user) throw new Unauthorized('Invalid or expired token');
  if (claims.iat < user.tokensValidFrom) throw new Unauthorized('Session has ended. Please sign in again.');
  if (user.disabled) throw new Forbidden('Account disabled');
  const isAdmin = user.role === 'admin' && (claims['cognito:groups'] ?? []).includes('admin');
  if (required === 'admin' && !isAdmin) throw new Forbidden('Admin access required');
  return { userId: claims.sub, user, claims, isAdmin };
}
