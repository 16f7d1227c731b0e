import fs from 'node:fs';
import type { ChatMessage, ChatSession } from '../../../lambdas/contracts/chat';
import type { CoachId } from '../../../lambdas/contracts/coaches';
import type { EncryptedField } from '../../../lambdas/contracts/encryption';
import type { MoodLog, MoodLogCreateBody } from '../../../lambdas/contracts/mental-health';
import type { User } from '../../../lambdas/contracts/user';
import { api, stack } from './stack';

export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** A well-formed format-2.0 field whose bytes mean nothing: for validation tests. */
export const sampleField = (): EncryptedField => ({
  ciphertext: Buffer.from('0123456789abcdef0123456789').toString('base64'),
  iv: Buffer.from('123456789012').toString('base64'),
  algorithm: 'AES-256-GCM',
  keySize: 256,
  encrypted: true,
  version: '2.0',
});

/** The user's counters as GET /auth/me answers them (totalMoodLogs is there, though the User type does not name it). */
/** An instant the server took while answering a request sent at `before` (5 ms either way for rounding); its time in ms. */
export function expectTakenSince(iso: string, before: number): number {
  const at = Date.parse(iso);
  expect(at).toBeGreaterThanOrEqual(before - 5);
  expect(at).toBeLessThanOrEqual(Date.now() + 5);
  return at;
}

export const statsOf = async (token: string) =>
  (await api<User>('GET', '/auth/me', { token })).body.stats as User['stats'] & { totalMoodLogs?: number };

export async function createMood(token: string, body: MoodLogCreateBody): Promise<MoodLog> {
  const res = await api<MoodLog>('POST', '/mental-health/mood-logs', { token, body });
  if (res.status !== 201) throw new Error(`mood log create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function createSession(token: string, persona: CoachId = 'sage'): Promise<ChatSession> {
  const res = await api<ChatSession>('POST', '/chat/sessions', { token, body: { persona } });
  if (res.status !== 201) throw new Error(`session create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function postMessage(token: string, sessionId: string, body: { message: string | EncryptedField; sender?: 'user' | 'ai' }): Promise<ChatMessage> {
  const res = await api<ChatMessage>('POST', `/chat/sessions/${sessionId}/messages`, { token, body });
  if (res.status !== 201) throw new Error(`message post failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The stack's log once the lines of the requests just made have been written. */
export async function stackLog(): Promise<string> {
  await new Promise((r) => setTimeout(r, 300));
  return fs.readFileSync(stack.logFile, 'utf8');
}

/** A unique word that must not leak anywhere. */
export const canary = (label: string) => `${label}-canary-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
