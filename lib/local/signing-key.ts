import { createPrivateKey, createPublicKey, generateKeyPair, type JsonWebKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { PRIVATE_FILE_MODE, permissions, writePrivateFileSync } from './private-files';

/**
 * The local user pool's token signing key: an RSA key pair made for each data directory on
 * its first start and kept there, so tokens outlive a restart and nobody else holds the key
 * (cognito-local ships one fixed key inside its npm package, which anyone can sign with).
 */
export const SIGNING_KEY_FILE = 'signing-key.pem';
/** The key id cognito-local puts in every token header. */
export const SIGNING_KEY_ID = 'CognitoLocal';

const MODULUS_BITS = 2048;

export interface SigningKey {
  /** Parsed once: signing with a KeyObject skips parsing a PEM for every token. */
  privateKey: KeyObject;
  /** The public key as published at the pool's `/.well-known/jwks.json`. */
  publicJwk: JsonWebKey & { kid: string; alg: 'RS256'; use: 'sig' };
  /** The public key in PKCS#1 PEM, the form cognito-local ships its own in. */
  publicPem: string;
}

function describe(privateKey: KeyObject): SigningKey {
  const publicKey = createPublicKey(privateKey);
  return {
    privateKey,
    publicJwk: { ...publicKey.export({ format: 'jwk' }), kid: SIGNING_KEY_ID, alg: 'RS256', use: 'sig' },
    publicPem: publicKey.export({ format: 'pem', type: 'pkcs1' }).toString(),
  };
}

function readKey(file: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`The local user pool's signing key ${file} cannot be read (${(error as Error).message}). Delete it to make a new one; tokens signed with it stop working.`);
  }
  if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < MODULUS_BITS) {
    throw new Error(`The local user pool's signing key ${file} is not an RSA key of at least ${MODULUS_BITS} bits. Delete it to make a new one.`);
  }
  return key;
}

/** The key pair kept in `file`, made and saved (mode 0600) when there is none yet. */
export async function loadOrCreateSigningKey(file: string): Promise<SigningKey> {
  if (fs.existsSync(file)) {
    if ((permissions(file) & 0o077) !== 0) fs.chmodSync(file, PRIVATE_FILE_MODE);
    return describe(readKey(file));
  }
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: MODULUS_BITS });
  writePrivateFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }).toString());
  return describe(privateKey);
}
