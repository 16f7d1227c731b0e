import { createHash, randomBytes } from 'node:crypto';

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/** 32 random bytes, URL-safe: the secret in a verify or reset link. */
export const randomToken = (): string => randomBytes(32).toString('base64url');
