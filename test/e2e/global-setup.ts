import { ensureFrontendBuilt } from '../../lib/local/frontend-build';
import { startTestStack, stopTestStack } from '../support/test-stack';

/** Builds the app if needed and starts a whole local stack (web included) on free ports. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureFrontendBuilt({ quiet: true });
  const stack = await startTestStack({ name: 'e2e', web: true });
  process.env.E2E_APP_URL = stack.info.appUrl;
  process.env.E2E_API_URL = stack.info.apiUrl;
  process.env.E2E_EMAIL_URL = stack.info.emailUrl;
  return async () => {
    await stopTestStack(stack);
  };
}
