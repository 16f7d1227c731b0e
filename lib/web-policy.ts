/**
 * What the web app is served with, the same on AWS (CloudFront, lib/constructs/web.ts) and
 * locally (lib/local/web-server.ts).
 */
export type { RuntimeConfig } from '../lambdas/contracts/runtime-config';

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
