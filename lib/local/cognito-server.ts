/**
 * cognito-local, started with its own server, routes and services, but with a store that
 * cannot tear its file and keeps only password hashes (see cognito-store.ts), and a signing
 * key of this data directory instead of the one shipped in the package (signing-key.ts).
 * Run as a child process by emulators.ts; works in its working directory's `.cognito`, like
 * cognito-local itself, and keeps the signing key next to it.
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
import path from 'node:path';
import shippedPrivateKey from 'cognito-local/lib/keys/cognitoLocal.private.json';
import shippedPublicKey from 'cognito-local/lib/keys/cognitoLocal.public.json';
import { checkPasswordsAgainstHashes } from './cognito-passwords';
import { SafeDataStoreFactory } from './cognito-store';
import { restrictDir } from './private-files';
import { SIGNING_KEY_FILE, loadOrCreateSigningKey } from './signing-key';

/**
 * cognito-local's token generator and JWKS route read these two cached JSON modules when
 * they sign and serve; replacing their contents before the server starts makes both use
 * this data directory's key. The private key goes in parsed: given a PEM, cognito-local
 * parses it again for every token it signs, which doubles the cost of making tokens.
 */
async function useOwnSigningKey(): Promise<void> {
  const key = await loadOrCreateSigningKey(path.resolve(SIGNING_KEY_FILE));
  Object.assign(shippedPrivateKey as object, { pem: key.privateKey, jwk: undefined });
  Object.assign(shippedPublicKey as object, { jwk: key.publicJwk, pem: key.publicPem });
}

async function main(): Promise<void> {
  const logger = pino({
    level: process.env.COGNITO_LOG_LEVEL ?? 'warn',
    // cognito-local logs whole user records and refresh tokens at debug level.
    redact: { paths: ['user.Password', 'user.RefreshTokens', 'user.ConfirmationCode', 'user.MFACode', 'refreshToken'], censor: '[redacted]' },
  });
  const ctx = { logger };
  // The pool's store holds password hashes and refresh tokens, and the key signs every token.
  restrictDir('.');
  await useOwnSigningKey();
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
  // Without `services`, createServer leaves out cognito-local's hosted sign-in pages
  // (/oauth2/*), which compare passwords themselves; the app uses no OAuth flow, and its
  // deployed app client allows none.
  const server = await createServer(checkPasswordsAgainstHashes(Router(services), services), logger, config.ServerConfig).start();
  const address = server.address();
  logger.warn(`cognito-local listening on ${typeof address === 'string' ? address : `${address?.address}:${address?.port}`}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
