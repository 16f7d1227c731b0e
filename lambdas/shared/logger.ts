import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Structured JSON logs (level from POWERTOOLS_LOG_LEVEL). Log ids, routes, statuses and
 * timings only: never a body, a password, a token, a link, an email text or health data.
 */
export function createLogger(serviceName: string): Logger {
  return new Logger({ serviceName });
}

export type { Logger };
