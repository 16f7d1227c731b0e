import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { createAccount, findEmailRecord } from '../../lambdas/shared/accounts';
import { startDynamoDbLocal, startCognitoLocal, startSesLocal } from './emulators';
import { SITE_DIR } from './frontend-build';
import { startGateway } from './gateway';
import { portIsFree, recordPids, stopLeftovers, stopProcess, type ManagedProcess } from './processes';
import { cognitoClient, dynamoDbClient, ensureIdentity, ensureTable, generatePassword, type LocalIds } from './provision';
import { LOCAL_HOST, LOCAL_REGION, LOCAL_STAGE, LOCAL_TABLE_NAME, PORT_VARIABLES, type LocalSettings } from './settings';
import { startWebServer, type WebConfig } from './web-server';
import { createPrivateDir } from './private-files';
import { adminPasswordFile, readAdminPasswordFile, writeAdminPasswordFile } from './admin-password-file';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET, lambdaEnvironment } from './lambda-environment';
import { startPaymentsEmulatorProcess } from './payments-emulator';
import { getDocumentClient } from '../../lambdas/shared/db/client';
import { seedTherapistDirectory } from '../seed/seed-therapists';
import { startNotificationTimer } from './notification-timer';

export type WebMode = 'static' | 'vite' | 'none';

export interface LocalStackInfo {
  appUrl: string;
  apiUrl: string;
  emailUrl: string;
  /** The local payments emulator (Stripe's API and its hosted pages). */
  paymentsUrl: string;
  dynamodbEndpoint: string;
  cognitoEndpoint: string;
  tableName: string;
  region: string;
  ids: LocalIds;
  admin: LocalAdmin;
}

export interface LocalAdmin {
  email: string;
  created: boolean;
  /** Where the generated password is kept, when there is one; the password itself is never printed. */
  passwordFile?: string;
  /** The password came from ADMIN_PASSWORD. */
  passwordFromSettings?: boolean;
  /** Filled only by test tooling, from `passwordFile`; the stack never returns it. */
  password?: string;
}

export interface LocalStack extends LocalStackInfo {
  stop: () => Promise<void>;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@solace.local';

export class PortInUseError extends Error {}

async function checkPorts(settings: LocalSettings, web: WebMode): Promise<void> {
  for (const [name, port] of Object.entries(settings.ports) as [keyof LocalSettings['ports'], number][]) {
    if (name === 'web' && web === 'none') continue;
    if (!(await portIsFree(port))) {
      throw new PortInUseError(
        `Port ${port} is already in use (${name}). Stop what uses it, or set ${PORT_VARIABLES[name]} to another port, e.g. ${PORT_VARIABLES[name]}=${port + 100} npm start`,
      );
    }
  }
}

async function seedAdmin(settings: LocalSettings): Promise<LocalAdmin> {
  const email = (settings.admin.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const passwordFile = adminPasswordFile(settings.dataDir);
  if (await findEmailRecord(email)) {
    const kept = readAdminPasswordFile(passwordFile)?.email === email;
    return { email, created: false, ...(kept ? { passwordFile } : {}) };
  }
  if (settings.admin.password) {
    await createAccount({ email, password: settings.admin.password, firstName: 'Solace', lastName: 'Admin', role: 'admin', emailVerified: true });
    return { email, created: true, passwordFromSettings: true };
  }
  // Written before the account is made, so a failed write cannot leave an admin whose password nobody knows.
  const password = generatePassword();
  writeAdminPasswordFile(passwordFile, email, password);
  await createAccount({ email, password, firstName: 'Solace', lastName: 'Admin', role: 'admin', emailVerified: true });
  return { email, created: true, passwordFile };
}

async function startViteDevServer(port: number, config: WebConfig): Promise<{ close: () => Promise<void> }> {
  const vite = await import('vite');
  const server = await vite.createServer({
    configFile: path.resolve(__dirname, '../../frontend/vite.config.mts'),
    server: { port, host: LOCAL_HOST, strictPort: true },
    plugins: [
      {
        name: 'solace-runtime-config',
        configureServer(dev) {
          dev.middlewares.use('/config.json', (_req, res) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-store');
            res.end(JSON.stringify(config));
          });
        },
      },
    ],
  });
  await server.listen();
  return { close: () => server.close() };
}

const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * Starts the emulators, creates what is missing (table, pool, client, `admin` group, the
 * seeded admin, the therapist directory), then the local API gateway and the web server. Everything persists
 * under `settings.dataDir`.
 */
export async function startLocalStack(settings: LocalSettings, options: { web?: WebMode } = {}): Promise<LocalStack> {
  const web = options.web ?? 'static';
  // The SDK warns about Node 20 here; the functions run on Node 22 in AWS.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // Holds the pool's signing key, its password hashes and the admin password: owner only.
  createPrivateDir(settings.dataDir);
  const pidFile = path.join(settings.dataDir, 'emulators.pid.json');
  stopLeftovers(pidFile);
  await checkPorts(settings, web);
  const logDir = path.join(settings.dataDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });

  const processes: ManagedProcess[] = [];
  const closers: (() => Promise<void>)[] = [];
  const stop = async () => {
    await Promise.allSettled(closers.splice(0).map((close) => close()));
    await Promise.allSettled(processes.splice(0).map((p) => stopProcess(p)));
  };

  try {
    const track = (p: Promise<ManagedProcess>) => p.then((started) => (processes.push(started), started));
    await Promise.all([
      track(startDynamoDbLocal(settings.ports.dynamodb, settings.dataDir, logDir)),
      track(startCognitoLocal(settings.ports.cognito, settings.dataDir, logDir)),
      track(startSesLocal(settings.ports.ses, logDir)),
      // With real Stripe keys the app talks to Stripe (webhooks through `stripe listen --forward-to`).
      ...(settings.stripe ? [] : [track(
        startPaymentsEmulatorProcess({
          port: settings.ports.payments,
          dataDir: settings.dataDir,
          logDir,
          webhookUrl: `http://${LOCAL_HOST}:${settings.ports.api}/${LOCAL_STAGE}/payments/webhook`,
          secretKey: LOCAL_STRIPE_SECRET_KEY,
          webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
        }),
      )]),
    ]);
    recordPids(pidFile, processes);

    await ensureTable(dynamoDbClient(settings.ports.dynamodb));
    const ids = await ensureIdentity(cognitoClient(settings.ports.cognito), settings.dataDir);
    Object.assign(process.env, lambdaEnvironment(settings, ids));
    process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
    const admin = await seedAdmin(settings);
    // The same directory as `npm run seed:therapists` on AWS; a start with it already there writes nothing.
    await seedTherapistDirectory(getDocumentClient(), LOCAL_TABLE_NAME);

    const appUrl = `http://${LOCAL_HOST}:${settings.ports.web}`;
    const apiUrl = `http://${LOCAL_HOST}:${settings.ports.api}/${LOCAL_STAGE}`;
    const gateway = await startGateway({
      port: settings.ports.api,
      host: LOCAL_HOST,
      corsOrigins: [appUrl, `http://localhost:${settings.ports.web}`],
    });
    closers.push(() => closeServer(gateway));
    // Reminders and weekly summaries: the same handler as on AWS, every 15 minutes.
    closers.push(startNotificationTimer());

    const webConfig: WebConfig = {
      apiUrl,
      region: LOCAL_REGION,
      userPoolId: ids.userPoolId,
      userPoolClientId: ids.userPoolClientId,
      identityPoolId: null,
      stripePublishableKey: null,
      // Nothing local stands in for Bedrock: the app coaches on the device.
      coachProvider: 'on-device',
    };
    if (web === 'static') {
      const server = await startWebServer({ port: settings.ports.web, host: LOCAL_HOST, siteDir: SITE_DIR, config: webConfig });
      closers.push(() => closeServer(server));
    } else if (web === 'vite') {
      const dev = await startViteDevServer(settings.ports.web, webConfig);
      closers.push(dev.close);
    }

    const info: LocalStackInfo = {
      appUrl,
      apiUrl,
      emailUrl: `http://${LOCAL_HOST}:${settings.ports.ses}`,
      paymentsUrl: `http://${LOCAL_HOST}:${settings.ports.payments}`,
      dynamodbEndpoint: `http://${LOCAL_HOST}:${settings.ports.dynamodb}`,
      cognitoEndpoint: `http://${LOCAL_HOST}:${settings.ports.cognito}`,
      tableName: LOCAL_TABLE_NAME,
      region: LOCAL_REGION,
      ids,
      admin,
    };
    // For tools and tests that attach to a running stack; holds no secret.
    fs.writeFileSync(
      path.join(settings.dataDir, 'stack.json'),
      JSON.stringify(
        {
          ...info,
          admin: { email: admin.email, created: admin.created, passwordFile: admin.passwordFile, passwordFromSettings: admin.passwordFromSettings },
        },
        null,
        2,
      ),
    );
    return { ...info, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
