import { lambdaEnvironment } from '../../lib/local/lambda-environment';
import { readLocalSettings } from '../../lib/local/settings';
import { readStackFile } from '../support/test-stack';

// Modules under test (lambdas/shared) read the same configuration as the stack's functions.
const stack = readStackFile();
Object.assign(process.env, lambdaEnvironment(readLocalSettings(stack.env), stack.info.ids), {
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  POWERTOOLS_LOG_LEVEL: 'ERROR',
});

// Each test talks to the local emulators; on a loaded machine the default 5 s is too close.
jest.setTimeout(30_000);
