import path from 'node:path';
import { LOCAL_HOST } from '../settings';
import { httpAnswers, startProcess, waitUntilReady, type ManagedProcess } from '../processes';
import { readPaymentsEmulatorSettings } from './settings';

/**
 * The payments emulator as a child process of the local stack, like the other emulators
 * (its log in `<logDir>/payments-emulator.log`). Resolves once it answers. The port is
 * PAYMENTS_PORT's (12111) unless given; the child inherits this process's environment, so
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set here apply to it too.
 */
export async function startPaymentsEmulatorProcess(options: {
  port?: number;
  dataDir: string;
  logDir: string;
  webhookUrl?: string;
  publicUrl?: string;
  secretKey?: string;
  webhookSecret?: string;
}): Promise<ManagedProcess> {
  const port = options.port ?? readPaymentsEmulatorSettings(process.env).port ?? 12111;
  const entry = path.resolve(__dirname, '../../../bin/payments-emulator.ts');
  const env: NodeJS.ProcessEnv = {
    PAYMENTS_PORT: String(port),
    PAYMENTS_HOST: LOCAL_HOST,
    DATA_DIR: options.dataDir,
    ...(options.webhookUrl ? { PAYMENTS_WEBHOOK_URL: options.webhookUrl } : {}),
    ...(options.publicUrl ? { PAYMENTS_PUBLIC_URL: options.publicUrl } : {}),
    ...(options.secretKey ? { STRIPE_SECRET_KEY: options.secretKey } : {}),
    ...(options.webhookSecret ? { STRIPE_WEBHOOK_SECRET: options.webhookSecret } : {}),
  };
  const p = startProcess('payments-emulator', process.execPath, ['--require', require.resolve('tsx/cjs'), entry], {
    cwd: path.resolve(__dirname, '../../..'),
    env,
    logDir: options.logDir,
  });
  await waitUntilReady(p, () => httpAnswers(`http://${LOCAL_HOST}:${port}/__emulator/health`));
  return p;
}
