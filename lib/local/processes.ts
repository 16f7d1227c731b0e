import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Child processes of the local stack, each logging to `<dataDir>/logs/<name>.log`. */
export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  logFile: string;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();
// If this process ends for any reason it can still run code for, its emulators end too.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; logDir: string },
): ManagedProcess {
  fs.mkdirSync(options.logDir, { recursive: true });
  const logFile = path.join(options.logDir, `${name}.log`);
  const log = fs.openSync(logFile, 'a');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  running.add(child);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
    child.once('error', () => {
      running.delete(child);
      resolve(-1);
    });
  });
  return { name, child, logFile, exited };
}

export async function stopProcess(p: ManagedProcess, graceMs = 3000): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), graceMs);
  await p.exited;
  clearTimeout(timer);
}

export function tailLog(file: string, lines = 20): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Resolves once `probe` succeeds; fails early if the process exits, or after the time-out. */
export async function waitUntilReady(p: ManagedProcess, probe: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void p.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`${p.name} stopped with code ${exitCode} before it was ready. Its log (${p.logFile}):\n${tailLog(p.logFile)}`);
    }
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${p.name} was not ready after ${timeoutMs / 1000} s. Its log (${p.logFile}):\n${tailLog(p.logFile)}`);
}

/** True when something answers HTTP at the URL (any status). */
export async function httpAnswers(url: string, init?: RequestInit): Promise<boolean> {
  try {
    await fetch(url, { ...init, signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** Whether a TCP port can be bound on the host (DynamoDB Local binds every interface). */
export function portIsFree(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the OS hands out as free right now (for tests that start their own stack). */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
}

/**
 * `count` ports free right now, all different: each is held until the last is found, since a port just let go can be handed
 * out again at once (two emulators given the same port, and one of them never starting).
 */
export async function freePorts(count: number): Promise<number[]> {
  const held: net.Server[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      held.push(
        await new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen({ port: 0, host: '127.0.0.1' }, () => resolve(server));
        }),
      );
    }
    return held.map((server) => {
      const address = server.address();
      return typeof address === 'object' && address ? address.port : 0;
    });
  } finally {
    await Promise.all(held.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  }
}

/**
 * Emulators of an earlier run that ended without cleaning up (killed outright) still hold
 * their ports. Their ids are kept in the data directory; any still running with the same
 * command line are stopped before a new start.
 */
export function stopLeftovers(pidFile: string): void {
  let previous: { pid: number; command: string }[] = [];
  try {
    previous = JSON.parse(fs.readFileSync(pidFile, 'utf8')) as typeof previous;
  } catch {
    return;
  }
  for (const { pid, command } of previous) {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      if (cmdline === command) process.kill(pid, 'SIGKILL');
    } catch {
      // gone already, or not a system with /proc
    }
  }
  fs.rmSync(pidFile, { force: true });
}

export function recordPids(pidFile: string, processes: ManagedProcess[]): void {
  const entries = processes.flatMap((p) => {
    try {
      const command = fs.readFileSync(`/proc/${p.child.pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      return [{ pid: p.child.pid, command }];
    } catch {
      return [];
    }
  });
  fs.writeFileSync(pidFile, JSON.stringify(entries));
}
