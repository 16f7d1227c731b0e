/**
 * What the web app is served with, the same on AWS (CloudFront, lib/constructs/web.ts) and
 * locally (lib/local/web-server.ts).
 */
import type { CoachProvider } from '../lambdas/contracts/coach-llm-types';

/** What the app reads from `/config.json` (frontend/src/lib/config.ts). */
export interface RuntimeConfig {
  apiUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  identityPoolId: string | null;
  stripePublishableKey: string | null;
  /** on-device: the scripted coach only; bedrock: the chat view may offer the server's model (with consent). */
  coachProvider: CoachProvider;
}

/** Cache-Control of Vite's content-hashed files under /assets/: a name is never reused for other bytes. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of everything else (index.html, config.json, the icon): checked with the server each time. */
export const CACHE_REVALIDATE = 'no-cache';

/** The Content-Security-Policy of every page: the app may fetch only from itself and these origins. */
export function contentSecurityPolicy(connectOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    `connect-src ${["'self'", ...connectOrigins].join(' ')}`,
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Origins the app talks to on AWS besides its API. Stripe's join when payments arrive. */
export const awsConnectOrigins = (region: string): string[] => [
  `https://cognito-idp.${region}.amazonaws.com`,
  `https://cognito-identity.${region}.amazonaws.com`,
];
