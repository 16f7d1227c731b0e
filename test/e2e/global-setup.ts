import { ensureFrontendBuilt } from '../../lib/local/frontend-build';
import { startTestStack, stopTestStack } from '../support/test-stack';

/**
 * Builds the app if needed and starts a whole local stack (web included) on free ports. Every
 * journey signs up and in from 127.0.0.1, more often than a person's address would in an hour, so
 * the per-address limits are raised; the limits themselves are tested against the API
 * (test/integration/login-throttling.test.ts, rate-limit.test.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureFrontendBuilt({ quiet: true });
  const stack = await startTestStack({
    name: 'e2e',
    web: true,
    env: {
      RATE_LIMIT_LOGIN_PER_IP: '100000',
      RATE_LIMIT_RESET_PER_IP: '100000',
      RATE_LIMIT_REGISTER_PER_IP: '100000',
    },
  });
  process.env.E2E_APP_URL = stack.info.appUrl;
  process.env.E2E_API_URL = stack.info.apiUrl;
  process.env.E2E_EMAIL_URL = stack.info.emailUrl;
  // For journeys that check what is stored (e.g. that no journal plaintext reaches the table).
  process.env.E2E_DYNAMODB_ENDPOINT = stack.info.dynamodbEndpoint;
  process.env.E2E_TABLE_NAME = stack.info.tableName;
  process.env.E2E_REGION = stack.info.region;
  process.env.E2E_PAYMENTS_URL = stack.info.paymentsUrl;
  // Ports and data directory of the stack, for local commands run against it (e.g. making access codes).
  process.env.E2E_STACK_ENV = JSON.stringify(stack.env);
  // The journeys' own SDK clients (DynamoDB reads) would warn about the Node version on every run.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  return async () => {
    await stopTestStack(stack);
  };
}
