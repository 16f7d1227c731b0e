import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_HOST } from './settings';
import { httpAnswers, startProcess, waitUntilReady, type ManagedProcess } from './processes';

/**
 * The three AWS emulators as child processes: DynamoDB Local (the official jar shipped in
 * `amplify-dynamodb-simulator`, on the machine's Java), cognito-local and aws-ses-v2-local.
 */
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

export function checkJava(): void {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new Error('Java was not found. DynamoDB Local needs a Java 17+ runtime on the PATH (for example `apt-get install openjdk-17-jre-headless`).');
  }
}

export async function startDynamoDbLocal(port: number, dataDir: string, logDir: string): Promise<ManagedProcess> {
  checkJava();
  const emulatorDir = path.join(packageDir('amplify-dynamodb-simulator'), 'emulator');
  const dbPath = path.join(dataDir, 'dynamodb');
  fs.mkdirSync(dbPath, { recursive: true });
  const p = startProcess(
    'dynamodb-local',
    'java',
    [
      `-Djava.library.path=${path.join(emulatorDir, 'DynamoDBLocal_lib')}`,
      // Client JIT only and a serial collector: starts about twice as fast on a small machine.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-Xms128m',
      '-jar',
      path.join(emulatorDir, 'DynamoDBLocal.jar'),
      '-port',
      String(port),
      '-dbPath',
      dbPath,
      '-sharedDb',
      '-disableTelemetry',
    ],
    { cwd: emulatorDir, logDir },
  );
  await waitUntilReady(p, () => httpAnswers(`http://${LOCAL_HOST}:${port}/`, { method: 'POST' }));
  return p;
}

export async function startCognitoLocal(port: number, dataDir: string, logDir: string): Promise<ManagedProcess> {
  // cognito-local keeps its config and data under `.cognito` in its working directory.
  const cwd = path.join(dataDir, 'cognito');
  fs.mkdirSync(path.join(cwd, '.cognito'), { recursive: true });
  // cognito-local's own server and services, with a store that cannot tear its file.
  const p = startProcess('cognito-local', process.execPath, ['--require', require.resolve('tsx/cjs'), path.join(__dirname, 'cognito-server.ts')], {
    cwd,
    env: { PORT: String(port), HOST: LOCAL_HOST },
    logDir,
  });
  await waitUntilReady(p, () => httpAnswers(`http://${LOCAL_HOST}:${port}/health`));
  return p;
}

export async function startSesLocal(port: number, logDir: string): Promise<ManagedProcess> {
  const dir = packageDir('aws-ses-v2-local');
  const p = startProcess(
    'ses-local',
    process.execPath,
    [path.join(dir, 'dist', 'cli.js'), '--host', LOCAL_HOST, '--port', String(port)],
    { cwd: dir, logDir },
  );
  await waitUntilReady(p, () => httpAnswers(`http://${LOCAL_HOST}:${port}/health-check`));
  return p;
}
