import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../../lib/local/processes';
import { readAdminPasswordFile } from '../../lib/local/admin-password-file';
import type { LocalStackInfo } from '../../lib/local/local-stack';

/**
 * Starts the real local stack (`bin/local.ts`) in a child process on free ports with its
 * own data directory, as a person would with `npm start`; tests talk to it over HTTP.
 */
export interface TestStack {
  info: LocalStackInfo;
  dataDir: string;
  logFile: string;
  pid: number;
  env: Record<string, string>;
}

const ROOT = path.resolve(__dirname, '../..');

interface StartOptions {
  web: boolean;
  env?: Record<string, string>;
  name: string;
  /** An existing data directory, to start again on what an earlier run left. */
  dataDir?: string;
}

/** How often a start whose free port was taken in the meantime is tried again, on other ports. */
const PORT_ATTEMPTS = 3;

export async function startTestStack(options: StartOptions): Promise<TestStack> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `solace-${options.name}-`));
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options, dataDir);
    } catch (error) {
      // A port found free can be taken by another process before the stack binds it.
      if (attempt >= PORT_ATTEMPTS || !(error instanceof Error) || !error.message.includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnce(options: StartOptions, dataDir: string): Promise<TestStack> {
  const [web, api, ses, dynamodb, cognito, payments] = await freePorts(6);
  const ports = { WEB_PORT: web, API_PORT: api, SES_PORT: ses, DYNAMODB_PORT: dynamodb, COGNITO_PORT: cognito, PAYMENTS_PORT: payments };
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
    POWERTOOLS_LOG_LEVEL: 'INFO',
    ...options.env,
  };
  const logFile = path.join(dataDir, 'stack.log');
  // A restart appends to the same log: only what this start writes counts.
  const startOffset = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
  const log = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'bin/local.ts', ...(options.web ? [] : ['--api-only'])],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', log, log], detached: false },
  );
  fs.closeSync(log);

  const output = () => fs.readFileSync(logFile).subarray(startOffset).toString('utf8');
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const out = output();
    if (out.includes('Solace is ready')) break;
    if (child.exitCode !== null) throw new Error(`The local stack stopped:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const out = output();
  if (!out.includes('Solace is ready')) {
    child.kill('SIGTERM');
    throw new Error(`The local stack did not start in time:\n${out}`);
  }
  const info = JSON.parse(fs.readFileSync(path.join(dataDir, 'stack.json'), 'utf8')) as LocalStackInfo;
  // The generated admin password is never printed: the stack keeps it in a private file.
  const kept = info.admin.passwordFile ? readAdminPasswordFile(info.admin.passwordFile) : undefined;
  if (kept?.email === info.admin.email) info.admin.password = kept.password;
  else if (info.admin.created && info.admin.passwordFromSettings) info.admin.password = env.ADMIN_PASSWORD ?? process.env.ADMIN_PASSWORD;
  return { info, dataDir, logFile, pid: child.pid as number, env };
}

export async function stopTestStack(stack: Pick<TestStack, 'pid' | 'dataDir'>, options: { keepData?: boolean } = {}): Promise<void> {
  try {
    process.kill(stack.pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      process.kill(stack.pid, 0);
    } catch {
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!options.keepData) fs.rmSync(stack.dataDir, { recursive: true, force: true });
}

/** Where a running test stack is described for the test workers. */
export const STACK_FILE_VARIABLE = 'SOLACE_TEST_STACK_FILE';

export function readStackFile(): TestStack {
  const file = process.env[STACK_FILE_VARIABLE];
  if (!file) throw new Error(`${STACK_FILE_VARIABLE} is not set: run through the jest integration project`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TestStack;
}
