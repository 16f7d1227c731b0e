/**
 * `npm start` (and `npm run dev` with `--dev`): the whole product on this machine, on the
 * local emulators, with no AWS account.
 */
import { ensureFrontendBuilt } from '../lib/local/frontend-build';
import { PortInUseError, startLocalStack, type LocalAdmin, type LocalStack, type WebMode } from '../lib/local/local-stack';
import { readLocalSettings } from '../lib/local/settings';

/** Where the admin's password is: never the password itself, which would stay in terminals and logs. */
function adminPasswordNote(admin: LocalAdmin): string {
  if (admin.passwordFile) {
    return admin.created
      ? `password in ${admin.passwordFile}, readable only by you`
      : `generated password in ${admin.passwordFile}, readable only by you, unless changed since`;
  }
  if (admin.passwordFromSettings) return 'password from ADMIN_PASSWORD';
  return 'password as set when it was created';
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const web: WebMode = args.has('--api-only') ? 'none' : args.has('--dev') ? 'vite' : 'static';
  const settings = readLocalSettings();

  if (web === 'static') ensureFrontendBuilt();
  const started = Date.now();

  let stack: LocalStack | undefined;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await stack?.stop();
    process.exit(code);
  };
  // A stray rejection in one request's work is that request's problem: it is logged and
  // every other service goes on (on AWS it would end one function instance, not the API).
  process.on('unhandledRejection', (reason) => {
    process.stderr.write(`Unhandled rejection: ${(reason as Error)?.stack ?? String(reason)}\n`);
  });
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    stack = await startLocalStack(settings, { web });
  } catch (error) {
    process.stderr.write(`\n${error instanceof PortInUseError ? '' : 'Solace could not start: '}${(error as Error).message}\n`);
    process.exit(1);
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const parts = [
    web === 'none' ? undefined : `app ${stack.appUrl}`,
    `emails ${stack.emailUrl}`,
    `api ${stack.apiUrl}`,
  ].filter(Boolean);
  process.stdout.write(`\nSolace is ready in ${seconds} s: ${parts.join(' | ')}\n`);
  process.stdout.write(`Admin login: ${stack.admin.email} (${adminPasswordNote(stack.admin)})\n`);
  process.stdout.write(`Data in ${settings.dataDir}. Press Ctrl-C to stop.\n`);
}

void main();
