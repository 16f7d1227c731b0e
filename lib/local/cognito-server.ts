/**
 * cognito-local, started with its own server, routes and services, but with a store that
 * cannot tear its file (see cognito-store.ts). Run as a child process by emulators.ts;
 * works in its working directory's `.cognito`, like cognito-local itself.
 */
import pino from 'pino';
import { createServer } from 'cognito-local/lib/server/server';
import { Router } from 'cognito-local/lib/server/Router';
import { loadConfig } from 'cognito-local/lib/server/config';
import { DateClock, LambdaService, MessagesService, TriggersService } from 'cognito-local/lib/services';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService';
import { CryptoService } from 'cognito-local/lib/services/crypto';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import { ConsoleMessageSender } from 'cognito-local/lib/services/messageDelivery/consoleMessageSender';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import type { DataStoreFactory } from 'cognito-local/lib/services/dataStore/factory';
import { createPrivateKey } from 'node:crypto';
import signingKey from 'cognito-local/lib/keys/cognitoLocal.private.json';
import { SafeDataStoreFactory } from './cognito-store';

// cognito-local signs every token with a PEM it parses again on each call; parsing it
// once here halves the cost of a sign-in. The key itself is cognito-local's own.
(signingKey as { pem: unknown }).pem = createPrivateKey(signingKey.pem);

async function main(): Promise<void> {
  const logger = pino({ level: process.env.COGNITO_LOG_LEVEL ?? 'warn' });
  const ctx = { logger };
  const configDirectory = '.cognito';
  const dataDirectory = `${configDirectory}/db`;
  const config = await loadConfig(ctx, new SafeDataStoreFactory(configDirectory) as unknown as DataStoreFactory);
  const clock = new DateClock();
  const dataStoreFactory = new SafeDataStoreFactory(dataDirectory) as unknown as DataStoreFactory;
  const cognito = await new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  // No Lambda triggers are configured locally; a call would be a mistake worth seeing.
  const noLambda = {
    invoke: () => {
      throw new Error('Lambda triggers are not configured for the local user pool');
    },
  } as unknown as ConstructorParameters<typeof LambdaService>[1];
  const triggers = new TriggersService(
    clock,
    cognito,
    new LambdaService(config.TriggerFunctions, noLambda),
    new CryptoService(config.KMSConfig),
  );
  const services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(new ConsoleMessageSender())),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const server = await createServer(Router(services), logger, config.ServerConfig, services).start();
  const address = server.address();
  logger.warn(`cognito-local listening on ${typeof address === 'string' ? address : `${address?.address}:${address?.port}`}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
