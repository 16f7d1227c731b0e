/**
 * The API's CORS settings, declared once: API Gateway's preflight and error answers
 * (lib/constructs/api.ts), the Lambda pipeline (lambdas/shared/http.ts) and the local
 * gateway (lib/local/gateway.ts) all read them. No CDK here, so Lambdas can import it.
 */

export const CORS_ALLOW_HEADERS: readonly string[] = ['Content-Type', 'Authorization'];
export const CORS_ALLOW_METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'];

// 600 s: what the running handlers have always sent; a short cache lets a changed rule reach browsers within minutes.
export const CORS_MAX_AGE_SECONDS = 600;

/** The header values as they are sent: comma separated, no spaces. */
export const corsHeaderValues = {
  allowHeaders: CORS_ALLOW_HEADERS.join(','),
  allowMethods: CORS_ALLOW_METHODS.join(','),
  maxAge: String(CORS_MAX_AGE_SECONDS),
} as const;

/**
 * The origins rule: the web app's own origin, plus extra origins given comma separated
 * (e.g. the Vite dev server), each once.
 */
export function corsOrigins(appUrl: string, extraOrigins: string | undefined): string[] {
  const extra = (extraOrigins ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return [...new Set([new URL(appUrl).origin, ...extra])];
}

/** An allowed origin is echoed back with `Vary: Origin`; any other gets no CORS headers. */
export function allowOriginHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  return origin && allowed.includes(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
}
